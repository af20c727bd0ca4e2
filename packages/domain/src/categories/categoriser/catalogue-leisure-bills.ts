import type { CatalogueGroup } from './catalogue-types';

// Entertainment, and the monthly bills (utilities, phone, internet, rent platforms).
export const LEISURE_BILLS_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'ENTERTAINMENT_TV_AND_MOVIES',
    'a streaming service or cinema',
    `Netflix=netflix com; Hulu=hulu com; Disney+=disney plus=disneyplus; HBO Max=hbo max=hbomax=max com; Paramount+=paramount plus=paramount;
    Peacock=peacock tv; Apple TV=apple tv; Prime Video=amazon prime video=prime video; YouTube TV=youtube tv=youtubetv; YouTube Premium=youtube premium=youtubepremium; YouTube=youtube;
    Sling TV=sling; fuboTV=fubo; Philo; Crunchyroll; Starz; Showtime; AMC Theatres=amc theatres=amc theaters=amc; Regal Cinemas=regal;
    Cinemark; Fandango; Alamo Drafthouse; Harkins Theatres=harkins; Marcus Theatres; Landmark Theatres; Studio Movie Grill;
    Atom Tickets; Vudu; Redbox; ESPN+=espn plus; BritBox; Acorn TV; Shudder; Mubi; Criterion Channel; Discovery+=discovery plus;
    AMC+=amc plus; Frndly TV; DAZN; Apple TV Plus; Showcase Cinemas; Emagine; Cinepolis; Angelika; iPic; Movie Pass=moviepass`,
  ],
  [
    'ENTERTAINMENT_MUSIC_AND_AUDIO',
    'a music service',
    `Spotify=spotify usa=spotify com; Apple Music; Pandora=pandora media; SiriusXM=sirius xm=siriusxm radio=sirius; Tidal;
    Amazon Music=amazon music; YouTube Music; SoundCloud; Deezer; Bandcamp; Qobuz; iHeartRadio; Napster`,
  ],
  [
    'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS',
    'an events, park or museum operator',
    `Ticketmaster=ticketmaster com=tm ticketmaster; Live Nation; StubHub; SeatGeek; Vivid Seats; AXS; Eventbrite=eventbrite com;
    Tickets.com; Six Flags; Cedar Fair; Cedar Point; Disneyland=walt disney world=disney parks=disneyland resort; Universal Studios=universal orlando;
    SeaWorld; Busch Gardens; Knott's Berry Farm=knotts berry; Legoland; Topgolf; Main Event; Round1; Chuck E. Cheese=chuck e cheese;
    Bowlero; AMF Bowling; Sky Zone; Urban Air; iFly; Pinstripes; Kings Dining; Dezerland; Museum of Ice Cream; Meow Wolf;
    Smithsonian; MoMA; Metropolitan Museum; Field Museum; Exploratorium; Zoo Atlanta; San Diego Zoo; Monterey Bay Aquarium;
    Georgia Aquarium; Kalahari Resorts; Dollywood; Hersheypark; Kings Island; Carowinds; Great America; Schlitterbahn;
    Puttshack; Flight Club; Andretti; K1 Speed; Lucky Strike; Altitude Trampoline; MLB com; NBA com; NFL Shop; Fanatics;
    Minneapolis Institute of Art=minneapolis institute=mia art; Detroit Institute of Arts=detroit institute; Art Institute of Chicago;
    Walker Art Center; Getty Center; LACMA; SFMOMA; de Young Museum=de young; Guggenheim; Whitney Museum; Museum of Fine Arts;
    Target Field; Target Center; Xcel Energy Center; US Bank Stadium; Wrigley Field; Fenway Park; Dodger Stadium; Oracle Park;
    Chase Center; Yankee Stadium; Citi Field; Madison Square Garden; Busch Stadium; Coors Field; Petco Park; Truist Park;
    Minute Maid Park; Globe Life Field; Kauffman Stadium; Camden Yards; PNC Park; Comerica Park; Citizens Bank Park;
    Nationals Park; Lambeau Field; Levi's Stadium=levis stadium; SoFi Stadium; Dell Diamond; Minnesota Twins; Minnesota Timberwolves;
    Minnesota Vikings; Minnesota Wild; Chicago Cubs; Chicago White Sox; Boston Red Sox; New York Yankees; New York Mets;
    LA Dodgers=los angeles dodgers; San Francisco Giants=sf giants; Oakland Athletics=oakland as; Golden State Warriors;
    Houston Astros; Texas Rangers; St Louis Cardinals; Atlanta Braves; Seattle Mariners; Colorado Rockies; Milwaukee Brewers;
    Detroit Tigers; Cleveland Guardians; Philadelphia Phillies; Washington Nationals; Baltimore Orioles; Kansas City Royals;
    Round Rock Express; Austin FC; Dallas Cowboys; Green Bay Packers; Kansas City Chiefs; Chicago Bulls; Boston Celtics`,
  ],
  [
    'ENTERTAINMENT_VIDEO_GAMES',
    'a video-game store or platform',
    `Steam=steam games=steamgames=steampowered=steam purchase=valve; PlayStation=sony playstation=playstation network=psn; Xbox=microsoft xbox=xbox live;
    Nintendo; Epic Games; GameStop; Blizzard=blizzard entertainment; Riot Games; Electronic Arts=ea games; Roblox; Humble Bundle;
    GOG com=gog; Ubisoft; Activision; Twitch; Discord Nitro=discord; Supercell; King com; Minecraft; Rockstar Games;
    Valve; Itch io; Nexon; Niantic; Zynga; Scopely; Playtika`,
  ],
  [
    'ENTERTAINMENT_CASINOS_AND_GAMBLING',
    'a casino or betting operator',
    `DraftKings; FanDuel; BetMGM; Caesars Sportsbook; PointsBet; BetRivers; ESPN Bet; Bally Bet; Hard Rock Bet; PrizePicks;
    Underdog Fantasy; WynnBET; Chumba Casino; Lottery; Pala Casino; Foxwoods; Mohegan Sun; Winstar; Borgata`,
  ],
  [
    'ENTERTAINMENT_OTHER_ENTERTAINMENT',
    'an entertainment service',
    `Patreon; OnlyFans; Cameo; Meetup; Reddit Premium; Masterworks; Audiomack; Kindle Unlimited; Dave and Busters Power Card`,
  ],
  [
    'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
    'an energy utility',
    `PG&E=pg&e=pge=pgande=pacific gas=pacific gas & electric; Con Edison=con ed=coned=consolidated edison; Duke Energy;
    Southern California Edison=sce=so cal edison=socal edison; SDG&E=sdg&e=sdge; Dominion Energy; Georgia Power;
    Florida Power & Light=fpl=florida power; Xcel Energy; ComEd; PECO; PSE&G=pseg=pse&g; National Grid; Eversource; Ameren;
    Entergy; DTE Energy=dte; Consumers Energy; American Electric Power=aep; FirstEnergy; PPL Electric=ppl; Alabama Power;
    TXU Energy=txu; Reliant Energy=reliant; Direct Energy; Green Mountain Energy; Puget Sound Energy; Portland General Electric=portland general;
    Pacific Power=pacificorp; Rocky Mountain Power; Avista; Idaho Power; NV Energy; Arizona Public Service=aps;
    Salt River Project=srp; Tucson Electric=tep; CenterPoint Energy=centerpoint; Atmos Energy=atmos; Spire Energy=spire;
    SoCalGas=southern california gas=so cal gas; Nicor Gas=nicor; Peoples Gas; Washington Gas; Piedmont Natural Gas;
    Columbia Gas; BGE=baltimore gas; Pepco; Delmarva Power; Atlantic City Electric; JCP&L=jcp&l; Met-Ed=met ed; Penelec;
    Duquesne Light; West Penn Power; Appalachian Power; Evergy; OG&E=oge; Oklahoma Natural Gas; Cleco; SWEPCO; Austin Energy;
    CPS Energy; LADWP; SMUD; Seattle City Light; Tampa Electric=teco; Santee Cooper; MidAmerican Energy; Alliant Energy;
    We Energies; Wisconsin Public Service; MGE; Vectren; NIPSCO; LG&E=lg&e ku; Central Maine Power; Green Mountain Power;
    Hawaiian Electric; Chugach Electric; Ohio Edison; Toledo Edison; Illuminating Co; Southern Company; Mississippi Power;
    Gulf Power; Constellation; Just Energy; Ambit Energy; Arcadia Power; Octopus Energy; Frontier Utilities; Gexa Energy; Oncor`,
  ],
  [
    'RENT_AND_UTILITIES_WATER',
    'a water utility',
    `American Water=amwater=american water works; Aqua America=aqua pa=essential utilities; California Water Service=cal water;
    San Jose Water; Golden State Water; SUEZ Water=suez; Veolia Water; DC Water; Denver Water; EBMUD=east bay mud; SFPUC; Artesian Water`,
  ],
  [
    'RENT_AND_UTILITIES_SEWAGE_AND_WASTE_MANAGEMENT',
    'a waste-management company',
    `Waste Management=waste mgmt=wm ezpay=wm corporate; Republic Services=republic svcs; Waste Connections; Rumpke; Recology;
    Casella; GFL Environmental=gfl; WCA Waste; Waste Pro; Athens Services; Rubicon; Ridwell`,
  ],
  [
    'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
    'an internet or cable provider',
    `Comcast=xfinity=comcast cable; Spectrum=charter comm=charter communications=spectrum com; Cox Communications=cox comm=cox cable=cox;
    Optimum=altice=optimum online; Verizon Fios=fios=verizon fios; AT&T Internet=att uverse=at&t uverse=at&t internet;
    Frontier Communications=frontier comm=frontier communications=frontier; CenturyLink=centurylink=lumen; Windstream=kinetic;
    Mediacom; RCN; Astound; Wave Broadband; Suddenlink; Sparklight; Google Fiber; Starlink=spacex starlink; HughesNet;
    Viasat; Ziply Fiber=ziply; Grande Communications; DirecTV=directv; Dish Network=dish; EarthLink; Metronet;
    WOW Internet=wideopenwest; Consolidated Communications; TDS Telecom; Cincinnati Bell=altafiber; Armstrong Cable; Xfinity Internet;
    Sonic.net=sonic net=sonic internet=sonic fiber; Breezeline; Cable One; Midco=midcontinent; Brightspeed; Allo Fiber=allo;
    Shentel=glo fiber; Buckeye Broadband; Blue Stream Fiber; GCI Communication=gci; Hawaiian Telcom; Point Broadband;
    US Internet=usi fiber; Monkeybrains; Webpass; Quantum Fiber; Verizon Home Internet; T-Mobile Home Internet=tmobile home internet`,
  ],
  [
    'RENT_AND_UTILITIES_TELEPHONE',
    'a phone carrier',
    `Verizon=verizon wireless=vzwrlss=vz wireless=verizon wrls; AT&T=at&t=att=at&t wireless=att mobility=at&t mobility;
    T-Mobile=t mobile=tmobile; Sprint; Mint Mobile; Cricket Wireless=cricket; MetroPCS=metropcs=metro by t mobile;
    Boost Mobile; Visible; Google Fi=google fi; US Cellular=us cellular; Straight Talk; Tracfone; Consumer Cellular;
    Ting; Xfinity Mobile=xfinity mobile; Spectrum Mobile=spectrum mobile; Total Wireless; Republic Wireless; Magicjack;
    Tello; Red Pocket; US Mobile; Ultra Mobile; H2O Wireless; Page Plus; Net10; Simple Mobile; Lycamobile; Hello Mobile`,
  ],
  [
    'RENT_AND_UTILITIES_RENT',
    'a landlord or rent-payment platform',
    `AvalonBay=avalon communities=avalonbay; Equity Residential=eqr; Greystar; Mid-America Apartments=maa; Essex Property;
    AppFolio=appfolio; RentCafe=rent cafe=rentcafe com; Yardi; Zillow Rent=zillow rental; Bilt Rent=bilt; Avail; Cozy Rent;
    RentPayment=rent payment=rentpayment com; Buildium; Invitation Homes; American Homes 4 Rent; Camden Property; UDR;
    AIMCO; Irvine Company; Bozzuto; Lincoln Property; Cortland; Morgan Properties; Tricon; Progress Residential;
    ClickPay; PayLease; Rentec; RentRedi; TenantCloud; Baselane; Innago; Apartments.com=apartments com; Conservice`,
  ],
];
