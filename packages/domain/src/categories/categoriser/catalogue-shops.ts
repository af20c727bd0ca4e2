import type { CatalogueGroup } from './catalogue-types';

// Retail: superstores, discount and department stores, clothing, electronics, online, pets, sport, home.
export const SHOPS_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'GENERAL_MERCHANDISE_SUPERSTORES',
    'a superstore',
    `Walmart=wal mart=wm supercenter=wm superc=walmart com=walmart supercenter=wal sams; Target=target com=target t;
    Costco=costco whse=costco wholesale=costco com; Sam's Club=sams club=samsclub; BJ's Wholesale=bjs wholesale=bjs club;
    Meijer; Fred Meyer Home; Kmart`,
  ],
  [
    'GENERAL_MERCHANDISE_DISCOUNT_STORES',
    'a discount store',
    `Dollar Tree; Dollar General=dollar gen=dolgen; Family Dollar; Five Below; Big Lots; Ollie's=ollies bargain;
    Ross Stores=ross dress=ross; TJ Maxx=tjmaxx=t j maxx=tj max; Marshalls; HomeGoods=home goods; Burlington=burlington coat;
    99 Cents Only=99 cents; Tuesday Morning; Goodwill; Salvation Army Thrift; Gabe's=gabes; Roses; Bargain Hunt;
    Christmas Tree Shops; Sierra Trading Post; Value Village; Daiso; Dollarama; Dd's Discounts=dds discounts; Citi Trends`,
  ],
  [
    'GENERAL_MERCHANDISE_DEPARTMENT_STORES',
    'a department store',
    `Macy's=macys; Nordstrom=nordstrom rack; Kohl's=kohls; JCPenney=jcpenney=jc penney; Dillard's=dillards; Belk;
    Neiman Marcus; Saks Fifth Avenue=saks=saks off 5th; Bloomingdale's=bloomingdales; Sears; Boscov's=boscovs; Von Maur;
    Lord & Taylor; Bergdorf Goodman; Century 21`,
  ],
  [
    'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES',
    'a clothing retailer',
    `Gap=gap us=gapkids; Old Navy; Banana Republic; H&M=h & m=hm com; Zara; Uniqlo; Forever 21; American Eagle=ae com;
    Aerie; Abercrombie=abercrombie & fitch; Hollister; Lululemon; Athleta; Nike=nike com; Adidas; Under Armour;
    Foot Locker; Finish Line; DSW; Famous Footwear; Skechers; Journeys; Express; J.Crew=j crew=jcrew; Madewell;
    Anthropologie; Urban Outfitters; Free People; Loft; Ann Taylor; Talbots; Chico's=chicos; White House Black Market;
    Torrid; Lane Bryant; Men's Wearhouse=mens wearhouse; Jos. A. Bank=jos a bank; Carter's=carters; OshKosh;
    Children's Place=childrens place; Levi's=levis; Columbia Sportswear=columbia; Patagonia; The North Face=north face;
    Kay Jewelers; Zales; Jared; Pandora Jewelry; Claire's=claires; Shein; Fashion Nova; ASOS; Stitch Fix; Rent the Runway;
    thredUP=thredup; Coach; Michael Kors; Kate Spade; Tory Burch; Ralph Lauren=polo ralph; Tommy Hilfiger; Calvin Klein;
    Vans; Converse; Crocs; Allbirds; Hot Topic; Buckle; Zumiez; PacSun; Tilly's=tillys; Victoria's Secret=victorias secret;
    Aritzia; Everlane; Quince; Bonobos; Vineyard Vines; Brooks Brothers; L.L.Bean=ll bean; Lands' End=lands end;
    Eddie Bauer; Fabletics; Skims; Reformation; Spanx; Hanes; Nordstrom Trunk; Cole Haan; Clarks; Rack Room Shoes;
    Shoe Carnival; Payless ShoeSource=payless shoe; New Balance; Brooks Running; Hoka; On Running; Tiffany; Swarovski`,
  ],
  [
    'GENERAL_MERCHANDISE_ELECTRONICS',
    'an electronics retailer',
    `Best Buy=bestbuy=best buy com; Apple Store=apple store=apple com=apple online; Micro Center; B&H Photo=b&h photo=bh photo;
    Newegg; Dell=dell com; HP Store=hp inc; Lenovo; Samsung; Crutchfield; Adorama; Sony=sony electronics; Bose; Sonos;
    Garmin; Logitech; Anker; Apple Retail; Google Store; Microsoft Store; Ubreakifix=ubreakifix; Batteries Plus`,
  ],
  [
    'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES',
    'an online marketplace',
    `Amazon=amzn=amzn mktp=amazon com=amazon mktplace=amazon marketplace=amazon mktpl=amzn digital=amazon retail;
    Amazon Prime=prime membership; eBay=ebay com; Etsy=etsy com; Temu; AliExpress; Mercari; Poshmark; OfferUp; Overstock; Wayfair Marketplace;
    Walmart Marketplace; Rakuten; Newchic; DHgate; Zulily; Groupon; Facebook Marketplace; Depop; StockX; GOAT`,
  ],
  [
    'GENERAL_MERCHANDISE_OFFICE_SUPPLIES',
    'an office-supply store',
    `Staples; Office Depot; OfficeMax=office max; Quill; Uline; Vistaprint`,
  ],
  [
    'GENERAL_MERCHANDISE_PET_SUPPLIES',
    'a pet-supply store',
    `PetSmart=petsmart; Petco; Chewy=chewy com; Pet Supplies Plus; Pet Valu; BarkBox=bark box; Pet Supermarket;
    Pet Food Express; Petland; Kriser's=krisers; Unleashed by Petco; Loyal Companion`,
  ],
  [
    // Feed and pet food are these stores' biggest trade (Tractor Supply: about half its sales are livestock and pet).
    'GENERAL_MERCHANDISE_PET_SUPPLIES',
    'a farm and ranch store (feed and pet supplies)',
    `Tractor Supply=tractor supply co=tsc store; Rural King; Atwoods; Orscheln Farm=orscheln; Big R; Bomgaars;
    Fleet Farm=mills fleet farm; Blain's Farm & Fleet=blains farm=farm & fleet; Theisen's=theisens; Coastal Farm & Ranch=coastal farm;
    Murdoch's=murdochs; Family Farm & Home=family farm and home; Buchheit; Country Max; CAL Ranch=cal ranch; D&B Supply=d b supply;
    Del's Feed=dels feed; North 40 Outfitters=north 40; Stock & Field=stock field; Southern States; Wilco Farm=wilco`,
  ],
  [
    'GENERAL_MERCHANDISE_SPORTING_GOODS',
    'a sporting-goods store',
    `Dick's Sporting Goods=dicks sporting=dicks sprtg=dicks; REI=rei com; Academy Sports=academy sports; Bass Pro Shops=bass pro;
    Cabela's=cabelas; Big 5 Sporting=big 5; Scheels; Sportsman's Warehouse=sportsmans warehouse; Dunham's=dunhams;
    Golf Galaxy; PGA Tour Superstore; Decathlon; Hibbett Sports=hibbett; Play It Again Sports; Backcountry; Moosejaw;
    Golfsmith; Callaway; TaylorMade; Trek Bicycle=trek; Specialized; Running Warehouse; Fleet Feet; Big Peach`,
  ],
  [
    'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS',
    'a bookseller or publisher',
    `Barnes & Noble=barnes noble=barnesandnoble=bn com; Books-A-Million=books a million=bamm; Half Price Books;
    Powell's Books=powells; Audible; Kindle=kindle svcs=amazon kindle; New York Times=nytimes=ny times=nyt;
    Wall Street Journal=wsj=dow jones; Washington Post=washpost; Hudson News=hudson st; Bookshop.org=bookshop org;
    ThriftBooks; AbeBooks; Scribd; Substack; The Atlantic; New Yorker=conde nast; Economist; Chegg Books`,
  ],
  [
    'GENERAL_MERCHANDISE_GIFTS_AND_NOVELTIES',
    'a gift, card or flower shop',
    `Hallmark; 1-800-Flowers=1 800 flowers=1800flowers; FTD; ProFlowers; Party City; Spencer's=spencers;
    Things Remembered; Shutterfly; Snapfish; Edible Arrangements; Teleflora; Bouqs; UrbanStems; Minted; Cricut;
    Paper Source; Zazzle; Personalization Mall; Harry & David; Cheryl's Cookies`,
  ],
  [
    'GENERAL_MERCHANDISE_CONVENIENCE_STORES',
    'a convenience store',
    `7-Eleven=7 eleven=7eleven=seven eleven; Stewart's Shops=stewarts shops; Royal Farms; GoPuff=gopuff;
    Family Fare; Tedeschi; Cumberland Express; Kwik Shop; Loaf 'N Jug=loaf n jug; Yesway; Allsup's=allsups; Stripes;
    Rutter's=rutters; Sheetz Convenience; Kangaroo Express; On The Run; Twice Daily; Duane Reade Express`,
  ],
  [
    'GENERAL_MERCHANDISE_TOBACCO_AND_VAPE',
    'a tobacco or vape shop',
    `Juul; Smoke Shop; Vape Shop; Tobacco Shop; Cigar; Vapor; Smokers Outlet; Tobacco Outlet`,
  ],
  [
    'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE',
    'a general retailer',
    `Michaels=michaels stores; Hobby Lobby; Jo-Ann=joann=jo ann fabric=joann fabric; Container Store; Toys R Us;
    Build-A-Bear=build a bear; Lego=lego store; Guitar Center; Sam Ash; Spirit Halloween; Blick Art=dick blick;
    Sweetwater; Hallmark Gold Crown; Five Below Plus; Apple iTunes=itunes; Google Play=google play; Lovesac; Yankee Candle`,
  ],
];
