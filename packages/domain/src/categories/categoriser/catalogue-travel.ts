import type { CatalogueGroup } from './catalogue-types';

// Transportation and travel.
export const TRAVEL_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'TRANSPORTATION_GAS',
    'a gas station',
    `Shell=shell oil=shell service; Chevron; Exxon=exxonmobil=exxon mobil; Mobil; BP=bp oil=bp products; Texaco;
    ARCO=ampm=am pm; Valero; Marathon=marathon petro; Speedway; Sunoco; Citgo; Phillips 66=phillips; Conoco; 76=76 gas;
    Sinclair; QuikTrip=quiktrip=qt; RaceTrac=racetrac=race trac; Wawa; Sheetz; Casey's=caseys=caseys general; Love's=loves travel=loves country;
    Pilot=pilot travel=pilot flying j; Flying J; Kwik Trip=kwik star; Cumberland Farms=cumberland; Holiday Stationstores=holiday station=holiday stations=holiday stationstore=holiday stnstore=holiday oil;
    Murphy USA=murphy usa=murphy oil=murphy express; Maverik; Kum & Go=kum go; Thorntons; Gulf=gulf oil; Getty; Hess;
    Costco Gas=costco gasoline=costco fuel; Sam's Club Fuel=sams fuel=sams club fuel; Buc-ee's=bucees=buc ees; GetGo;
    Kroger Fuel; Safeway Fuel; Fred Meyer Fuel; Harris Teeter Fuel; Meijer Gas; HEB Gas=heb fuel=h e b gas=h e b fuel; Walmart Fuel=murphy;
    Circle K=circle k gas; Stinker; Kwik Fill; United Pacific; Mapco; Quick Chek; Spinx; Enmarket; Clark; Irving Oil;
    Tesla Supercharger; ChargePoint; Electrify America; EVgo; Blink Charging; Shell Recharge; Volta Charging`,
  ],
  [
    'TRANSPORTATION_PARKING',
    'a parking operator',
    `SpotHero; ParkMobile=park mobile; ParkWhiz; PayByPhone=pay by phone; LAZ Parking=laz; Impark; ABM Parking;
    Premium Parking; Passport Parking; Towne Park; Diamond Parking; Ace Parking; SP Plus=sp plus; Standard Parking;
    Propark; Interpark; Icon Parking; Joe's Auto Parks; Douglas Parking; Metropolis; Parking Panda; Honk Mobile`,
  ],
  [
    'TRANSPORTATION_PUBLIC_TRANSIT',
    'a public-transit operator',
    `MTA=mta nyct=nyct paygo=omny; BART=bart clipper; Clipper=clipper card; Caltrain; WMATA; SEPTA; MBTA; Ventra=cta ventra;
    LA Metro=tap la; King County Metro; Sound Transit; ORCA; TriMet; RTD Denver=rtd; MARTA; DART; Metra; NJ Transit=njt;
    LIRR; Metro-North=metro north; PATH=port authority path; Amtrak; Brightline; SFMTA=muni; Valley Metro; Capital Metro;
    VTA; AC Transit; Golden Gate Ferry; WSDOT Ferries=wsf; NY Waterway; Metrolink; Coaster; Trinity Railway; TRE;
    Greyhound; Megabus; FlixBus; Peter Pan Bus; Wanderu; Hop Fastpass; SmarTrip; Charlie Card=charliecard; Breeze Card;
    RATP; SNCF; TfL=tfl travel; Deutsche Bahn=db bahn; Trenitalia; Renfe; Eurostar`,
  ],
  [
    'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
    'a taxi or ride-share service',
    `Uber=uber trip=uber com=uber rides; Lyft=lyft ride; Curb=curb mobility; Via=ride via; Yellow Cab; Checker Cab; Alto Rides;
    Wingz; Blacklane; Revel Transit; Flywheel; Arro; Taxi; Empower Ride`,
  ],
  [
    'TRANSPORTATION_TOLLS',
    'a toll agency',
    `E-ZPass=ezpass=e zpass=e z pass=ez pass; FasTrak=fastrak=fas trak; SunPass; TxTag; NTTA; Peach Pass; I-PASS=ipass=i pass;
    Good To Go; HCTRA; Toll By Plate; EZ TAG; PikePass; K-TAG; NC Quick Pass; Bay Area Toll=bata; TollTag;
    Florida Turnpike; Toll Road; Tollway; Golden Gate Bridge; The Toll Roads; EpassXpress=e pass; Uni Pass; BreezeBy`,
  ],
  [
    'TRANSPORTATION_BIKES_AND_SCOOTERS',
    'a bike or scooter share',
    `Lime=lime ride=limebike; Bird Rides=bird app=bird ride; Citi Bike=citibike; Divvy; Bay Wheels; Capital Bikeshare;
    Spin Scooter=spin; Veo; Lyft Bike=lyft bikes=lyft scooter; JUMP Bikes; Bluebikes; Metro Bike Share; BCycle`,
  ],
  [
    'TRAVEL_FLIGHTS',
    'an airline',
    `Delta=delta air=delta airlines=delta air lines; United Airlines=united airlines=united air=united; American Airlines=american air=aa com;
    Southwest Airlines=southwest=southwes=southwest air; JetBlue=jetblue airways; Alaska Airlines=alaska air;
    Spirit Airlines=spirit airl=spirit air; Frontier Airlines=frontier air=frontier airlines; Hawaiian Airlines=hawaiian air;
    Allegiant=allegiant air; Sun Country; Air Canada; British Airways; Lufthansa; Air France; KLM; Emirates; Qatar Airways;
    Aer Lingus; Virgin Atlantic; Icelandair; Aeromexico; Volaris; WestJet; Breeze Airways; Avelo; Turkish Airlines;
    Singapore Airlines; Cathay Pacific; Japan Airlines; ANA Airways=all nippon; Copa Airlines; Avianca; LATAM; Iberia;
    Swiss Intl; Etihad; Norse Atlantic; JSX; Southern Airways; Cape Air; Contour Airlines; Silver Airways; Porter Airlines`,
  ],
  [
    'TRAVEL_LODGING',
    'a hotel or lodging company',
    `Marriott=marriott hotel; Hilton=hampton inn=doubletree=embassy suites=homewood suites=hilton garden=home2 suites;
    Hyatt=hyatt regency=hyatt place=hyatt house; IHG=holiday inn=crowne plaza=intercontinental=staybridge=candlewood;
    Wyndham=days inn=super 8=la quinta=ramada=microtel=baymont=wingate; Choice Hotels=comfort inn=comfort suites=quality inn=sleep inn=econo lodge=clarion=cambria;
    Best Western; Motel 6; Red Roof=red roof inn; Extended Stay=extended stay america; Four Seasons; Ritz-Carlton=ritz carlton;
    Westin; Sheraton; Courtyard=courtyard by marriott; Residence Inn; Fairfield Inn; SpringHill Suites; TownePlace;
    Aloft; Omni Hotels=omni; Loews Hotels=loews; Kimpton; Airbnb=airbnb com; VRBO=vrbo com; Booking.com=booking com=booking;
    Hotels.com=hotels com; Hostelworld; Sonder; Great Wolf Lodge; Graduate Hotels; Ace Hotel; Hotel Tonight=hoteltonight;
    Sonesta; Drury Inn=drury; Fairmont; Renaissance Hotels; JW Marriott; Waldorf Astoria; Conrad Hotels; Hotwire;
    Margaritaville Resort; MGM Grand; Bellagio; Caesars Palace; Wynn Las Vegas; Venetian; Vacasa; Evolve Vacation; Selina`,
  ],
  [
    'TRAVEL_RENTAL_CARS',
    'a car or truck rental company',
    `Hertz; Avis; Budget Rent A Car=budget rent=budget car=budget truck; Enterprise Rent-A-Car=enterprise rent=enterprise;
    National Car Rental=national car; Alamo; Thrifty; Dollar Rent A Car=dollar rent=dollar car; Sixt; Fox Rent A Car=fox rent;
    Payless Car Rental=payless car; Zipcar; Turo; Getaround; U-Haul=uhaul=u haul; Penske Truck=penske; Ryder; Kyte; Silvercar`,
  ],
  [
    'TRAVEL_OTHER_TRAVEL',
    'a travel agency or operator',
    `Expedia; Priceline; Orbitz; Travelocity; Hopper; Kayak; TripAdvisor; Viator; GetYourGuide; Carnival Cruise=carnival;
    Royal Caribbean; Norwegian Cruise=ncl; Princess Cruises; Disney Cruise; CLEAR=clear me=clearme; CheapOair; Trip.com;
    Agoda; Travelzoo; Airport Duty Free=duty free; Hudson Group; Priority Pass; Klook; Celebrity Cruises; Viking Cruises`,
  ],
];
