import type { CatalogueGroup } from './catalogue-types';

// Grocery, coffee, fast-food, restaurant and liquor chains. Each merchant: "Display=alias=alias", `;`-separated;
// aliases are matched as whole words after normalising (punctuation -> spaces, apostrophes dropped).
export const FOOD_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'FOOD_AND_DRINK_GROCERIES',
    'a grocery chain',
    `Safeway; Kroger; Trader Joe's=trader joe s=trader joe=traderjoes; Whole Foods=wholefds=whole fds=wfm=whole foods market;
    Publix; Albertsons; Vons; Ralphs; Fred Meyer=fredmeyer; King Soopers; Smith's Food=smiths food=smiths marketplace;
    Fry's Food=frys food=frys marketplace; QFC; Harris Teeter; H-E-B=heb=h e b; Wegmans; Giant Eagle; Giant Food=giant;
    Stop & Shop=stop shop; Food Lion; Hannaford; ShopRite=shop rite; Aldi; Lidl; Sprouts=sprouts farmers;
    WinCo=winco foods; Hy-Vee=hyvee; Piggly Wiggly; Winn-Dixie=winndixie; Ingles; Jewel-Osco=jewel; Acme Markets;
    Shaw's=shaws; Star Market; Tom Thumb; Randalls; Pavilions; Market Basket; Price Chopper; Tops Markets=tops mkt;
    Weis Markets=weis; Save Mart; Lucky Supermarkets=lucky; Raley's=raleys; Stater Bros; Food 4 Less=food4less;
    Grocery Outlet; Smart & Final=smart final; Natural Grocers; Fresh Market; Earth Fare; Fresh Thyme; Mariano's=marianos;
    Dierbergs; Schnucks; Lowes Foods; Harmons; Festival Foods; Cub Foods; Woodman's=woodmans; Lunds & Byerlys=lunds;
    Brookshire's=brookshires=brookshire brothers; Market Street; United Supermarkets; Fiesta Mart; Vallarta; Cardenas;
    Northgate Market; 99 Ranch; H Mart=hmart; Mitsuwa; Uwajimaya; Key Food; Food Bazaar; C-Town; Fairway Market;
    Gristedes; Morton Williams; Foodtown; Big Y; Price Rite; Save A Lot=savealot=save alot; Food City; Bi-Lo;
    Fareway; Dillons; Pick 'n Save=pick n save; Metro Market; Rouses; Amazon Fresh; Instacart; FreshDirect=fresh direct;
    Thrive Market; Imperfect Foods; Misfits Market; Weee; Sedano's=sedanos; El Super; Super King; Gelson's=gelsons;
    Bristol Farms; Erewhon; New Seasons; PCC Community Markets=pcc; Central Market; Hyvee; Foodland; Times Supermarket;
    Safeway.com; Kroger Delivery; Walmart Grocery; Shipt; Farmers Market=farmers mkt; HelloFresh=hello fresh;
    Blue Apron; Home Chef; Factor=factor75; Green Chef; EveryPlate; Sunbasket; Purple Carrot; Dinnerly; Monoprix;
    Carrefour; Franprix; Tesco; Sainsbury's=sainsburys; Mercadona; Loblaws; Sobeys; Woolworths; Coles;
    Berkeley Bowl; Rainbow Grocery; Andronico's=andronicos; Draeger's=draegers; Nugget Markets=nugget market;
    Mollie Stone's=mollie stones; Bi-Rite Market=bi rite market; Monterey Market; Lazy Acres; Oliver's Market=olivers market;
    Stew Leonard's=stew leonards; Kowalski's=kowalskis; Jerry's Foods=jerrys foods; Coborn's=coborns; Cash Wise;
    Hornbacher's=hornbachers; County Market; Hugo's Family=hugos family; Heinen's=heinens; Marc's=marcs;
    Buehler's=buehlers; Jungle Jim's=jungle jims; Kings Food Markets=kings food; Balducci's=balduccis; Redner's=redners;
    Karns Quality; Harps Food=harps; Reasor's=reasors; Homeland Stores=homeland; Rosauers; Yoke's Fresh=yokes;
    Metropolitan Market; Haggen; Super 1 Foods=super 1; Ridley's=ridleys; Macey's=maceys; Lee's Marketplace;
    Bashas'=bashas; Food Giant; Fresh Encounter; Remke Markets=remke; Dave's Marketplace; Hen House; Price Cutter;
    Pete's Fresh Market=petes fresh; Jewel Osco; Tony's Fresh Market=tonys fresh; Cermak Fresh; Joe V's=joe vs smart;
    Gerland's=gerlands; Brookshire Brothers; Rouses Markets; Sprouts Farmers Market; Fiesta Mart; MOM's Organic=moms organic;
    Wegmans Food; Town & Country Markets; Central Co-op=central coop; Wedge Community Co-op=wedge coop; Seward Co-op=seward coop`,
  ],
  [
    'FOOD_AND_DRINK_COFFEE',
    'a coffee chain',
    `Starbucks=starbucks coffee=sbux; Dunkin'=dunkin=dunkin donuts; Peet's Coffee=peets; Dutch Bros=dutch bros coffee;
    Caribou Coffee; Tim Hortons; Coffee Bean=coffee bean & tea; Blue Bottle Coffee=blue bottle; Philz Coffee=philz;
    Scooter's Coffee=scooters coffee; Biggby Coffee=biggby; Black Rock Coffee; Intelligentsia; La Colombe;
    Gregorys Coffee; Ziggi's Coffee=ziggis; PJ's Coffee=pjs coffee; Dunn Brothers; The Human Bean=human bean;
    Tully's=tullys; Costa Coffee; Stumptown; Ritual Coffee; Verve Coffee; Joe Coffee; Bluestone Lane; Compass Coffee`,
  ],
  [
    'FOOD_AND_DRINK_FAST_FOOD',
    'a fast-food chain',
    `McDonald's=mcdonalds=mcdonald=mc donalds; Burger King; Wendy's=wendys; Taco Bell; Chick-fil-A=chick fil a=chickfila;
    Subway; Chipotle=chipotle mex; Popeyes; KFC; Arby's=arbys; Sonic Drive-In=sonic drive; Jack in the Box=jack in box;
    Carl's Jr=carls jr; Hardee's=hardees; Whataburger; In-N-Out=in n out; Five Guys; Shake Shack; Culver's=culvers;
    Del Taco; El Pollo Loco; Raising Cane's=raising canes=canes; Wingstop; Zaxby's=zaxbys; Bojangles; Church's Chicken;
    Panda Express; Qdoba; Moe's Southwest=moes southwest; Jimmy John's=jimmy johns; Jersey Mike's=jersey mikes;
    Firehouse Subs; Potbelly; Domino's=dominos; Pizza Hut; Papa John's=papa johns; Little Caesars; Papa Murphy's=papa murphys;
    Marco's Pizza=marcos pizza; White Castle; Checkers; Rally's=rallys; Krystal; Steak 'n Shake=steak n shake;
    Long John Silver's=long john silvers; Captain D's=captain ds; Noodles & Company=noodles & co=noodles co; Panera Bread=panera;
    Sweetgreen; Cava; Freddy's=freddys frozen; Smashburger; Habit Burger=the habit; Portillo's=portillos; Jollibee;
    Wienerschnitzel; Taco Cabana; Taco John's=taco johns; Cook Out; Pollo Tropical; Blaze Pizza; MOD Pizza; Pieology;
    Dave's Hot Chicken=daves hot chicken; Slim Chickens; Einstein Bros=einstein bagels; Bruegger's=brueggers;
    Jason's Deli=jasons deli; McAlister's=mcalisters; Schlotzsky's=schlotzskys; Which Wich; Charleys; Wingstop;
    Baja Fresh; Rubio's=rubios; Tropical Smoothie Cafe=tropical smoothie; Pret A Manger=pret; Cosi; Au Bon Pain;
    Dig Inn; Chopt; Just Salad; Tender Greens; Honeygrass; Pollo Campero; Golden Chick; Bush's Chicken; Hattie B's;
    Torchy's Tacos=torchys; Fuzzy's Taco=fuzzys taco; Velvet Taco; Salsarita's; Zoe's Kitchen=zoes kitchen; Cici's Pizza=cicis;
    Hungry Howie's=hungry howies; Jet's Pizza=jets pizza; Round Table Pizza; Godfather's Pizza; Sbarro; Hot Head Burritos`,
  ],
  [
    'FOOD_AND_DRINK_RESTAURANT',
    'a restaurant chain',
    `Applebee's=applebees; Chili's=chilis; Olive Garden; Red Lobster; Outback Steakhouse=outback; Texas Roadhouse;
    LongHorn Steakhouse=longhorn steak; Cheesecake Factory; P.F. Chang's=pf changs=p f changs; Buffalo Wild Wings=bww;
    Red Robin; TGI Fridays=tgi fridays=tgif; Denny's=dennys; IHOP; Cracker Barrel; Waffle House; Bob Evans; Perkins;
    BJ's Restaurant=bjs restaurant=bjs brewhouse; Cheddar's=cheddars; Ruby Tuesday; Hooters; Twin Peaks; Yard House;
    Maggiano's=maggianos; Carrabba's=carrabbas; Bonefish Grill; Ruth's Chris=ruths chris; Morton's=mortons steak;
    Capital Grille; Fogo de Chao; Benihana; Dave & Buster's=dave & busters=dave busters; Bahama Breeze; Seasons 52;
    Famous Dave's=famous daves; Logan's Roadhouse=logans roadhouse; Golden Corral; First Watch; Kona Grill; True Food Kitchen;
    Chuy's=chuys; On The Border; Uncle Julio's=uncle julios; Pappadeaux; Pappasito's=pappasitos; Black Bear Diner;
    Huddle House; Friendly's=friendlys; Joe's Crab Shack=joes crab shack; Bubba Gump; Rainforest Cafe; Hopdoddy;
    California Pizza Kitchen=cpk; Red Lobster; Miller's Ale House=millers ale house; Bar Louie; Old Chicago; Buca di Beppo;
    Eddie V's=eddie vs; Del Frisco's=del friscos; Smith & Wollensky; Sizzler; Shari's=sharis; Village Inn; Marie Callender's;
    Outback; Ocean Prime; Hillstone; Houston's=houstons; J. Alexander's; Twin Peaks; Tupelo Honey; Snooze Eatery=snooze;
    DoorDash=doordash=dd doordash; Uber Eats=ubereats; Grubhub=grubhub; Postmates; Seamless; Caviar; ChowNow;
    Slice=slice pizza; EZCater; OpenTable; Resy; Tock`,
  ],
  [
    'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK',
    'a dessert, juice or snack chain',
    `Krispy Kreme; Baskin-Robbins=baskin; Cold Stone=coldstone; Dairy Queen=dq grill; Insomnia Cookies; Crumbl=crumbl cookies;
    Nothing Bundt Cakes=nothing bundt; Auntie Anne's=auntie annes; Cinnabon; Smoothie King; Jamba=jamba juice;
    Rita's Italian Ice=ritas; Menchie's=menchies; Yogurtland; Pinkberry; 16 Handles; Sweet Frog; TCBY; Great American Cookies;
    Mrs. Fields=mrs fields; Wetzel's=wetzels; Pressed Juicery; Joe & The Juice; Kung Fu Tea; Gong Cha; Boba Guys;
    Tiger Sugar; Sharetea; Duck Donuts; Shipley Do-Nuts=shipley; Winchell's=winchells; Tim Hortons Donuts;
    Salt & Straw; Jeni's=jenis ice cream; Van Leeuwen; Marble Slab; Handel's=handels; Bahama Buck's; Shake Smart`,
  ],
  [
    'FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR',
    'a wine and liquor store',
    `Total Wine=total wine & more; BevMo; ABC Fine Wine; Binny's=binnys; Liquor Barn; Drizly; Minibar Delivery;
    Wine.com=wine com; Spec's Wine=specs wine=specs liquor; Twin Liquors; Goody Goody; Liquor Depot; Hi-Time Wine;
    K&L Wine; Winc; Naked Wines; Firstleaf; Bottle King; Crown Liquors; Warehouse Wines; Virginia ABC=va abc;
    Spec's=specs; Haskell's=haskells; Surdyk's=surdyks; MGM Wine & Spirits=mgm wine=mgm liquor; Thomas Liquors;
    Lukas Liquor; Liquor Mart; Fine Wine & Good Spirits=fine wine good spirits; NC ABC=abc store; NH Liquor & Wine=nh liquor;
    Utah DABS=dabs; Montgomery County ABS=mcg abs; Joe Canal's=joe canals; Super Buy-Rite=buy rite liquors; Bevmax;
    Liquor World; Hi-Time Wine Cellars; Ohio Liquor; Arizona Wine & Spirits; Hy-Vee Wine & Spirits=hy vee wine;
    Costco Liquor; Sam's Liquor; Wine & Spirits Superstore; Total Wine & More; Liquor Stop; Liquor Locker; Party Liquor`,
  ],
  [
    'FOOD_AND_DRINK_VENDING_MACHINES',
    'a vending operator',
    `Canteen=canteen vending; USA Vending; Cantaloupe; Nayax; Avanti Markets; 365 Retail Markets; Three Square Market;
    Vending; Coinless Vending`,
  ],
];
