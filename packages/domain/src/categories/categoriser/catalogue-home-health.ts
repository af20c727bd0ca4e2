import type { CatalogueGroup } from './catalogue-types';

// Home improvement, medical and personal-care chains.
export const HOME_HEALTH_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'HOME_IMPROVEMENT_HARDWARE',
    'a hardware store',
    `Home Depot=homedepot=the home depot=home depot com; Lowe's=lowes=lowes home; Menards; Ace Hardware=ace hdwe=ace hrdwr=ace hdw;
    True Value; Harbor Freight; Sherwin-Williams=sherwin williams; Benjamin Moore;
    Floor & Decor=floor and decor; 84 Lumber; Do it Best; Orchard Supply; LL Flooring=lumber liquidators; Northern Tool;
    Fastenal; Grainger; Lowe's Pro; Habitat ReStore=restore; Dunn-Edwards=dunn edwards; PPG Paints; Kelly-Moore`,
  ],
  [
    'HOME_IMPROVEMENT_FURNITURE',
    'a furniture and home store',
    `IKEA; Wayfair=wayfair com; Ashley Furniture=ashley homestore=ashley home; Rooms To Go; Bob's Discount Furniture=bobs discount;
    Raymour & Flanigan=raymour; La-Z-Boy=la z boy=lazboy; Pottery Barn; West Elm; Crate & Barrel=crate barrel=crate and barrel;
    CB2; Restoration Hardware=rh; Mattress Firm; Sleep Number; Casper; Purple Innovation=purple mattress; Tempur-Pedic;
    Bed Bath & Beyond=bed bath; Havertys; Living Spaces; Z Gallerie; Kirkland's=kirklands; At Home=at home store;
    Value City Furniture; American Signature; World Market=cost plus world; Pier 1; Williams-Sonoma=williams sonoma;
    Serena & Lily; Burrow; Interior Define; Arhaus; Ethan Allen; Joybird; Rejuvenation; Saatva; Avocado Mattress; Tuft & Needle`,
  ],
  [
    'HOME_IMPROVEMENT_SECURITY',
    'a home-security company',
    `ADT=adt security; SimpliSafe; Ring=ring com=ring llc; Vivint; Brinks Home; Frontpoint; Arlo; Abode; Cove Smart; Wyze`,
  ],
  [
    'HOME_IMPROVEMENT_REPAIR_AND_MAINTENANCE',
    'a home-repair service',
    `Roto-Rooter=roto rooter; Mr. Rooter=mr rooter; TruGreen; Angi=angies list=angi; HomeAdvisor; Thumbtack; TaskRabbit;
    Mr. Handyman=mr handyman; Lawn Doctor; Mr. Electric=mr electric; One Hour Heating; Benjamin Franklin Plumbing;
    ARS Rescue Rooter; Servpro; Molly Maid; Merry Maids; The Maids; Two Men and a Truck`,
  ],
  [
    'HOME_IMPROVEMENT_OTHER_HOME_IMPROVEMENT',
    'a home-services company',
    `Terminix; Orkin; Aptive; Rollins; Leslie's Pool=leslies pool=leslies; Western Exterminator; Ehrlich; Mosquito Joe;
    Pool Supplies Plus; Pinch A Penny`,
  ],
  [
    'MEDICAL_PHARMACIES_AND_SUPPLEMENTS',
    'a pharmacy',
    `CVS=cvs pharmacy=cvs store; Walgreens=walgreen; Rite Aid=riteaid; Duane Reade; GNC; Vitamin Shoppe; Express Scripts;
    OptumRx=optum rx; Capsule Pharmacy; Alto Pharmacy; PillPack; Hims & Hers=hims=forhims; GoodRx; Amazon Pharmacy;
    Kinney Drugs; Bartell Drugs=bartell; Harco; Vitacost; iHerb; Thorne; Care/of=care of; Nutrisystem; Costco Pharmacy;
    Kroger Pharmacy; Walmart Pharmacy; Publix Pharmacy; Medicine Shoppe; Good Neighbor Pharmacy; Health Mart`,
  ],
  [
    'MEDICAL_DENTAL_CARE',
    'a dental practice',
    `Aspen Dental; Western Dental; Pacific Dental; Heartland Dental; SmileDirectClub=smile direct; Invisalign; Bright Now Dental;
    Coast Dental; Gentle Dental; Castle Dental; Kool Smiles; Delta Dental; Dental Care Alliance; Monarch Dental; Byte`,
  ],
  [
    'MEDICAL_EYE_CARE',
    'an eye-care chain',
    `Warby Parker; LensCrafters; Pearle Vision; America's Best=americas best; Visionworks; 1-800 Contacts=1 800 contacts;
    Eyemart Express=eyemart; Costco Optical; Target Optical; Walmart Vision; MyEyeDr=myeyedr; Zenni Optical=zenni;
    Glasses.com; ContactsDirect; Eye Care Center; Clarkson Eyecare; EyeBuyDirect`,
  ],
  [
    'MEDICAL_PRIMARY_CARE',
    'a doctors practice or clinic',
    `One Medical=1life healthcare; MinuteClinic=minute clinic; CareNow; Kaiser Permanente=kaiser; Teladoc; MDLive; Zocdoc;
    Forward Health; Carbon Health; ZoomCare; CityMD; MedExpress; Concentra; GoHealth Urgent Care; Sutter Health;
    Mayo Clinic; Cleveland Clinic; Amwell; Doctor on Demand; PlushCare; K Health; Sesame Care; Parsley Health; Oak Street Health`,
  ],
  [
    'MEDICAL_VETERINARY_SERVICES',
    'a veterinary practice',
    `Banfield; VCA Animal=vca; BluePearl; Thrive Pet; Petco Vet; Vetco; Modern Animal; Bond Vet; Small Door; PetVet;
    National Veterinary Associates`,
  ],
  [
    'MEDICAL_NURSING_CARE',
    'a care provider',
    `Brookdale; Sunrise Senior Living; Visiting Angels; Home Instead; Comfort Keepers; Right at Home; BrightStar Care;
    Interim HealthCare; Amedisys; Genesis HealthCare`,
  ],
  [
    'MEDICAL_OTHER_MEDICAL',
    'a medical provider',
    `Labcorp=laboratory corp; Quest Diagnostics=quest diag; American Medical Response; Spectra Laboratories; Sonora Quest;
    Any Lab Test; Everlywell; LetsGetChecked; Function Health`,
  ],
  [
    'PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS',
    'a gym',
    `Planet Fitness=planet fit=pf black card; LA Fitness=la fitness=fitness international; 24 Hour Fitness; Anytime Fitness;
    Gold's Gym=golds gym; Equinox; Crunch Fitness=crunch; Orangetheory=orangetheory fitness=otf; F45 Training=f45;
    Life Time=lifetime fitness=life time fitness; YMCA; SoulCycle; Peloton; ClassPass; Pure Barre; CorePower Yoga=corepower;
    Club Pilates; Snap Fitness; Blink Fitness; Barry's=barrys bootcamp; Youfit; Chuze Fitness; EoS Fitness; Workout Anytime;
    Title Boxing; 9Round; Mindbody; Rumble Boxing; CycleBar; YogaWorks; Bay Club; Crossfit; Xponential; Burn Boot Camp;
    Beachbody; Apple Fitness; Strava; Zwift; Tonal; iFit; Bally Total Fitness; Retro Fitness; UFC Gym; Vasa Fitness;
    Genesis Health Clubs; In-Shape=in shape; Esporta; Sports Clubs; Onelife Fitness; 24 Hr Fitness`,
  ],
  [
    'PERSONAL_CARE_HAIR_AND_BEAUTY',
    'a beauty or salon chain',
    `Great Clips; Supercuts; Sport Clips; Fantastic Sams; Regis Salons=regis; Cost Cutters; Hair Cuttery; SmartStyle;
    Ulta=ulta beauty; Sephora; Sally Beauty; Bath & Body Works=bath body works=bath and body; European Wax Center=european wax;
    Massage Envy; Hand & Stone=hand and stone; Drybar; Benefit Cosmetics; MAC Cosmetics; Glossier; Ipsy; Birchbox;
    Madison Reed; Heyday; Bluemercury; Lush; The Body Shop=body shop; Kiehl's=kiehls; Harry's=harrys; Dollar Shave Club;
    Function of Beauty; Olaplex; Nails; Waxing the City; Amazing Lash; Hairspray; JCPenney Salon; Floyd's Barbershop=floyds;
    Roosters Men's Grooming=roosters; Elements Massage; Massage Heights; Ideal Image; LaserAway; Sola Salon; Phenix Salon`,
  ],
  [
    'PERSONAL_CARE_LAUNDRY_AND_DRY_CLEANING',
    'a laundry or dry cleaner',
    `Rinse; CSC ServiceWorks=csc serviceworks=csc service; Coinmach; WASH Multifamily=wash laundry; Tide Cleaners;
    Zips Cleaners=zips dry; Hamperapp; Poplin; Sudshare; Cleanly; Laundryheap; Dryv; Mulberrys`,
  ],
  [
    'PERSONAL_CARE_OTHER_PERSONAL_CARE',
    'a wellness service',
    `BetterHelp; Talkspace; Headspace; Calm=calm com; Noom; WW International=weight watchers=ww; Cerebral;
    Lyra Health; Done ADHD; Rula Health; Grow Therapy; Open Path; Sondermind; Hinge Health`,
  ],
];
