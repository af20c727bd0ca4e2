/**
 * Whole-word rules for local businesses whose kind is in their name ("RIVERSIDE DENTAL GROUP",
 * "PHO SAIGON NOODLE HOUSE"). Consulted after the chain catalogue. The earlier group wins, so the
 * specific kinds (veterinary before hospital, utilities before "CITY OF", sports bar before sports) sit
 * above the generic ones (restaurant words, "MARKET", "SHOP"); within a group the longer phrase wins.
 */
export const KEYWORD_GROUPS: readonly (readonly [detailed: string, kind: string, keywords: string])[] = [
  [
    'MEDICAL_VETERINARY_SERVICES',
    'a veterinary practice',
    'veterinary; vet clinic; animal hospital; animal clinic; pet hospital; vet hospital; dvm; emergency vet; animal medical',
  ],
  [
    'MEDICAL_DENTAL_CARE',
    'a dental practice',
    'dental; dentist; dentistry; dds; dmd; orthodontics; orthodontic; orthodontist; endodontics; periodontics; oral surgery; smiles; family dentistry',
  ],
  [
    'MEDICAL_EYE_CARE',
    'an eye-care practice',
    'optometry; optometrist; optical; eye care; eyecare; vision center; eye associates; ophthalmology; eyewear; contact lens',
  ],
  [
    'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
    'a pharmacy',
    'pharmacy; drug store; drugstore; apothecary; compounding; vitamins; nutrition; supplements',
  ],
  [
    'MEDICAL_NURSING_CARE',
    'a care home',
    'nursing home; assisted living; senior living; home health; hospice; memory care; skilled nursing',
  ],
  // A health system's bill ("ST LUKES HEALTH SYS PATIENT PMT", "UVM MEDICAL CENTER") is most often the visits
  // to its doctors, so Primary Care; above Other Medical so that a hospital's patient payment reads the same.
  [
    'MEDICAL_PRIMARY_CARE',
    'a health system',
    'medical center; health system; health sys; hlth sys; health center; health svcs; urgent care; patient pay; patient py; patient pmt; patient payment; patient acct; patient account; patient svcs',
  ],
  [
    'MEDICAL_OTHER_MEDICAL',
    'a medical provider',
    'hospital; laboratory; lab corp; radiology; imaging; ambulance; physical therapy; chiropractic; chiropractor; dermatology; surgery center; dialysis; counseling; psychiatry; psychology; therapy; acupuncture',
  ],
  [
    'MEDICAL_PRIMARY_CARE',
    'a doctors practice',
    'clinic; medical; medicine; physicians; family medicine; internal medicine; pediatrics; pediatric; md pc; medical group; family practice; primary care; healthcare; health care; obgyn; ob gyn; womens health; cardiology; orthopedics; orthopaedic; allergy; ent',
  ],
  [
    'GENERAL_SERVICES_AUTOMOTIVE',
    'an auto shop',
    'auto repair; automotive; auto body; body shop; collision; tire; tires; muffler; transmission; car wash; carwash; auto spa; oil change; lube; smog; auto parts; auto service; towing; brake; brakes; detailing; auto glass; windshield; motors',
  ],
  [
    'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    'a home-repair business',
    'plumbing; garden center; garden centre; garden nursery; nursery garden; nursery & garden; nurseries; greenhouses; plumber; plumbers; roofing; roofer; hvac; heating; air conditioning; electrician; electrical; landscaping; landscape; lawn; tree service; gutter; gutters; handyman; painting; carpet cleaning; appliance repair; septic; fencing; masonry; remodeling; construction; contractors; garage door; locksmith; chimney; glass & mirror; irrigation; flooring; cabinets; countertops; window cleaning',
  ],
  [
    'HOME_IMPROVEMENT_OTHER_HOME_IMPROVEMENT',
    'a home-services business',
    'pest control; exterminator; exterminating; termite; pool service; pool supply; pools; maid; cleaning service; house cleaning; janitorial',
  ],
  [
    'HOME_IMPROVEMENT_HARDWARE',
    'a hardware store',
    'hardware; lumber; paint store; building supply; home center; feed & seed',
  ],
  [
    'HOME_IMPROVEMENT_FURNITURE',
    'a furniture store',
    'furniture; mattress; mattresses; bedding; home decor; interiors; rugs; lighting',
  ],
  ['HOME_IMPROVEMENT_SECURITY', 'a security company', 'alarm; security systems; home security'],
  [
    'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
    'a gym or fitness studio',
    'fitness; gym; rec center; recreation center; yoga; pilates; crossfit; barre; martial arts; karate; taekwondo; jiu jitsu; boxing; athletic club; health club; spin studio; climbing; bouldering; cycle studio',
  ],
  [
    'PERSONAL_CARE_HAIR_AND_BEAUTY',
    'a salon or spa',
    'salon; barber; barbers; barbershop; hair; nails; nail; spa; day spa; beauty; lash; lashes; brow; brows; waxing; wax; massage; cosmetics; esthetics; aesthetics; med spa; tanning; tattoo; threading',
  ],
  [
    'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING',
    'a laundry or cleaner',
    'laundry; laundromat; dry cleaning; dry cleaners; cleaners; wash & fold; coin laundry; tailor; alterations',
  ],
  [
    'GENERAL_SERVICES_CHILDCARE',
    'a childcare provider',
    'daycare; day care; childcare; child care; preschool; pre school; montessori; nanny; babysitting; early learning; kids academy; child development',
  ],
  [
    'GENERAL_SERVICES_EDUCATION',
    'a school',
    'university; college; school; academy; tuition; learning center; tutoring; institute; school district; community college',
  ],
  [
    'GENERAL_SERVICES_CONSULTING_AND_LEGAL',
    'a legal or consulting firm',
    'law office; law offices; law firm; law group; attorney; attorneys; lawyer; legal; esq; consulting; notary; mediation',
  ],
  [
    'GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING',
    'an accountant or planner',
    'cpa; cpas; accounting; accountants; bookkeeping; tax service; tax services; tax prep; tax preparation; financial planning; wealth management; financial advisors',
  ],
  ['GENERAL_SERVICES_INSURANCE', 'an insurer', 'insurance; ins prem; insur; assurance; mutual insurance'],
  [
    'GENERAL_SERVICES_POSTAGE_AND_SHIPPING',
    'a shipping service',
    'post office; postal; shipping; mail center; pack & ship',
  ],
  ['GENERAL_SERVICES_STORAGE', 'a storage facility', 'self storage; storage; mini storage'],
  [
    'TRANSPORTATION_PARKING',
    'a parking operator',
    'parking; park & ride; parking garage; parking lot; meter; parkmobile',
  ],
  [
    'TRANSPORTATION_TOLLS',
    'a toll agency',
    'toll; tolls; tollway; turnpike; expressway authority; bridge toll',
  ],
  [
    'TRANSPORTATION_PUBLIC_TRANSIT',
    'a transit operator',
    'transit; transit authority; metro transit; rail; railway; ferry; ferries; steamship; bus pass; light rail; fare; fares; fare card',
  ],
  [
    'TRANSPORTATION_TAXIS_AND_RIDE_SHARES',
    'a taxi company',
    'taxi; cab; limo; limousine; car service; shuttle',
  ],
  [
    'TRANSPORTATION_GAS',
    'a gas station',
    'gas station; fuel; fuels; petroleum; gasoline; petro; gas & go; gas mart; food & fuel; travel center; truck stop; oil co',
  ],
  // Above the hotels: a casino resort's card rows are its floor more than its rooms.
  [
    'ENTERTAINMENT_CASINOS_AND_GAMBLING',
    'a casino',
    'casino; casinos; sportsbook; lottery; lotto; racetrack; poker; bingo',
  ],
  [
    'TRAVEL_LODGING',
    'a hotel',
    'hotel; hotels; inn; motel; resort; lodge; suites; bed & breakfast; b&b; hostel; vacation rental',
  ],
  ['TRAVEL_FLIGHTS', 'an airline', 'airlines; airline; airways; air lines; aviation'],
  ['TRAVEL_RENTAL_CARS', 'a rental company', 'car rental; rent a car; truck rental'],
  [
    'TRAVEL_OTHER_TRAVEL',
    'a travel business',
    'travel agency; tours; cruise; cruises; excursions; airport; charters; fishing charter; fishing charters',
  ],
  ['ENTERTAINMENT_TV_AND_MOVIES', 'a cinema', 'cinema; cinemas; theatres; movie theater; movies; drive in'],
  [
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    'an attraction',
    'museum; tix; institute of art; institute of arts; musee; museo; zoo; aquarium; amusement; theme park; water park; stadium; arena; ballpark; tickets; box office; ticket office; lift ticket; ski pass; season pass; golf; golf course; country club; bowling; skating; ice rink; mini golf; escape room; trampoline; botanical garden; theater; theatre; concert; symphony; opera',
  ],
  [
    'ENTERTAINMENT_OTHER_ENTERTAINMENT',
    'an entertainment venue',
    'nightclub; night club; lounge; karaoke; arcade; comedy club; billiards; strip club; hookah',
  ],
  ['ENTERTAINMENT_VIDEO_GAMES', 'a game store', 'video games; games; gaming'],
  ['ENTERTAINMENT_MUSIC_AND_AUDIO', 'a music store', 'music; records; vinyl; guitar; musical instruments'],
  [
    'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
    'a liquor store',
    'liquor; liquors; wine shop; wine & spirits; wines; spirits; beverage; beverages; bottle shop; package store; abc store; winery; vineyards; party store; daiquiri; daiquiris; liquor store; liquor outlet; state liquor; distillery',
  ],
  [
    'FOOD_AND_DRINK_COFFEE',
    'a coffee shop',
    'coffee; espresso; roasters; roastery; coffee house; coffeehouse; cafe; caffe; teahouse; tea house; tea room; bubble tea; boba',
  ],
  [
    'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK',
    'a bakery, deli or dessert shop',
    'bakery; panaderia; pasteleria; paleteria; neveria; bakehouse; bake shop; donut; donuts; doughnut; doughnuts; bagel; bagels; deli; delicatessen; ice cream; scoop shop; creamery; gelato; frozen yogurt; froyo; yogurt; cupcake; cupcakes; cookies; cookie; dessert; desserts; juice; juicery; smoothie; smoothies; candy; chocolate; chocolates; confectionery; sweets; patisserie; pastry; creperie; kettle corn; popcorn; snowball; snowballs; sno ball; sno balls; shaved ice; snow cone; sno cone',
  ],
  [
    'FOOD_AND_DRINK_FAST_FOOD',
    'a fast-food place',
    'drive in; drive thru; burger; burgers; hot dog; hot dogs; chicken; wings; fried chicken; subs; sub shop; hoagies; food truck',
  ],
  [
    'FOOD_AND_DRINK_RESTAURANT',
    'a restaurant',
    'restaurant; restaurants; rest; grill; grille; bistro; kitchen; diner; eatery; tavern; pub; brewpub; brewery; brewing; taproom; tap room; bar; bar & grill; saloon; cantina; taqueria; tacos; taco; pizza; pizzeria; pizzaria; pizzas; sushi; ramen; pho; noodle; noodles; thai; bbq; barbecue; barbeque; smokehouse; steakhouse; steak house; chophouse; trattoria; osteria; ristorante; cucina; brasserie; gastropub; oyster; seafood; crab; lobster; fish house; dumpling; dumplings; dim sum; hot pot; korean bbq; teriyaki; curry; tandoori; indian cuisine; masala; biryani; kebab; shawarma; gyro; gyros; falafel; mediterranean; halal; cuisine; wok; szechuan; sichuan; hunan; mandarin; chinese; japanese; hibachi; izakaya; vietnamese; banh mi; mexican; burrito; burritos; enchilada; empanadas; pupusas; pupuseria; arepas; tapas; poke; creole; cajun; soul food; waffle; waffles; pancake; pancakes; breakfast; brunch; cafeteria; buffet; chophouse; wine bar; beer garden; biergarten; sports bar; ale house; alehouse; roadhouse; supper club; chowder; wings & things; mariscos; birria; carnitas; bagelry; tea & dim; kitchen & bar; crawfish; po boy; po boys; poboy; poboys; fish camp; oyster bar; oyster house; boil house; clam; clams; clam shack; fish & chips; fish and chips',
  ],
  [
    'FOOD_AND_DRINK_GROCERIES',
    'a grocer',
    'grocery; groceries; supermarket; supermercado; market; marketplace; mercado; carniceria; butcher; meats; meat market; produce; farmers market; farm stand; farms; fish market; seafood market; food mart; foods; halal market; asian market; oriental market; bodega; natural foods; co op; coop; food co op',
  ],
  [
    'GENERAL_MERCHANDISE_CONVENIENCE_STORES',
    'a convenience store',
    'convenience; mini mart; minimart; quick mart; food store; corner store; smoke & vape; mart',
  ],
  [
    'GENERAL_MERCHANDISE_TOBACCO_AND_VAPE',
    'a tobacco or vape shop',
    'tobacco; vape; vapor; smoke shop; cigar; cigars; hookah lounge; kratom; cbd; dispensary; cannabis',
  ],
  [
    'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS',
    'a bookstore',
    'books; book co; book company; book shop; book store; bookstore; bookshop; booksellers; newsstand; news stand; comics; magazine',
  ],
  [
    'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
    'a gift shop',
    'florist; flowers; floral; gifts; gift shop; gift; greeting cards; balloons; party supply; party supplies; photo',
  ],
  [
    'GENERAL_MERCHANDISE_PET_SUPPLIES',
    'a pet store',
    'pet supply; pet supplies; pet store; pet shop; pets; pet food; feed store; grooming; dog grooming; pet grooming; kennel; doggy daycare; boarding',
  ],
  [
    'GENERAL_MERCHANDISE_SPORTING_GOODS',
    'a sporting-goods store',
    'sporting goods; sports; outdoors; outdoor gear; gear exchange; outfitters; bike shop; bicycle; bicycles; cycles; ski; surf; tackle; fishing; hunting; archery; golf shop; pro shop; running; firearms; gun; guns',
  ],
  [
    'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
    'a clothing shop',
    'boutique; clothing; apparel; fashion; fashions; shoes; shoe; footwear; jewelry; jewelers; jeweler; jewellers; menswear; outlet; uniforms; denim; bridal; tuxedo; thrift; vintage; consignment; resale; closet',
  ],
  [
    'GENERAL_MERCHANDISE_ELECTRONICS',
    'an electronics shop',
    'electronics; computers; computer; cell phone repair; phone repair; wireless store; camera; cameras',
  ],
  [
    'GENERAL_MERCHANDISE_OFFICE_SUPPLIES',
    'an office-supply shop',
    'office supply; office supplies; printing; print shop; copy center; stationery',
  ],
  [
    'GENERAL_MERCHANDISE_DISCOUNT_STORES',
    'a discount store',
    'dollar; discount; bargain; outlet store; surplus; liquidation; 99 cent',
  ],
  [
    'RENT_AND_UTILITIES_WATER',
    'a water utility',
    'water; water dept; water district; water utility; water works; waterworks; water authority; water company',
  ],
  [
    'RENT_AND_UTILITIES_SEWAGE_AND_WASTE_MANAGEMENT',
    'a waste service',
    'sewer; sewage; sanitation; waste; trash; garbage; refuse; disposal; recycling; rubbish; dumpster',
  ],
  [
    'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    'an energy utility',
    'electric; electricity; energy; power; power & light; gas & electric; natural gas; gas co; gas company; edison; light & power; electric coop; utility district; public utility; gas bill; gasbill; electric bill; elec bill; power bill',
  ],
  [
    'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
    'an internet or cable provider',
    'internet; broadband; cable; fiber; cablevision; satellite tv; isp',
  ],
  ['RENT_AND_UTILITIES_TELEPHONE', 'a phone company', 'wireless; cellular; telephone; telecom; phone'],
  [
    'RENT_AND_UTILITIES_OTHER_UTILITIES',
    'a utility',
    'utilities; utility; util; utility billing; public works',
  ],
  [
    'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
    'a tax payment',
    'tax payment; taxpayment; property tax; tax collector; treasurer tax; income tax; estimated tax; usataxpymt',
  ],
  // Above the charities: a Louisiana parish is its county ("JEFFERSON PARISH TAG AGENCY").
  [
    'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
    'a government office',
    'city of; county of; state of; town of; village of; township; municipal; dept of; department of; courts; court; clerk; permits; permit; license; licensing; motor vehicle; dmv; recorder; public library; library; parks & rec; parks and recreation; police; sheriff; fire dept; passport; motor vehicles; office of motor vehicles; omv; mvd; bmv; rmv; registry of motor vehicles; tag office; tag agency; license comm; license commissioner; vehicle registration; title & tag; probate',
  ],
  [
    'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
    'a charity or church',
    'church; public radio; public media; public television; public broadcasting; ministries; ministry; parish; temple; synagogue; mosque; diocese; chapel; charity; charities; foundation; donation; donations; tithe; tithes; offering; fellowship; baptist; methodist; lutheran; presbyterian; catholic; congregation; nonprofit; non profit; relief fund; food bank; rescue mission; humane society; spca',
  ],
  [
    'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
    'a shop',
    'toys; toy; hobby; hobbies; crafts; craft; art supply; fabric; yarn; antiques; pawn; trading; variety; general store; emporium; supply co; shop; store; mercantile',
  ],
  [
    'RENT_AND_UTILITIES_RENT',
    'a landlord',
    'apartments; apartment; apts; property management; property mgmt; prop mgmt; properties; realty; leasing; rentals; residential; townhomes; lofts; hoa; homeowners assoc; homeowners association; condo assoc; rent',
  ],
  // Last of all: a name ending in "HEALTH" ("BANNER HEALTH", "USA HEALTH") is most often a health system (its
  // doctors' visits, as above), but every kinder word ("HEALTH CLUB", "HEALTH FOOD STORE", "HEALTH INSURANCE")
  // says more.
  ['MEDICAL_PRIMARY_CARE', 'a health system', 'health; hlth'],
];
