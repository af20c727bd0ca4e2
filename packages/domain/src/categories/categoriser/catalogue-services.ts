import type { CatalogueGroup } from './catalogue-types';

// Services, government and charities.
export const SERVICES_CATALOGUE: readonly CatalogueGroup[] = [
  [
    'GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING',
    'a tax or financial-planning service',
    `TurboTax=intuit turbotax; H&R Block=h&r block=hrblock=h r block=h & r block; Jackson Hewitt; Liberty Tax; TaxAct;
    TaxSlayer; FreeTaxUSA=freetaxusa; YNAB=you need a budget; Monarch Money; Copilot Money; Rocket Money=truebill;
    Quicken; Personal Capital; Empower Personal; Facet Wealth; Betterment Advice; Tiller Money; Bench Accounting; Pilot com`,
  ],
  [
    'GENERAL_SERVICES_AUTOMOTIVE',
    'an auto-service chain',
    `Jiffy Lube; Valvoline=vioc=valvoline instant; Midas; Meineke; Firestone=firestone complete=bfs; Goodyear; Pep Boys;
    Discount Tire; Les Schwab; Big O Tires; NTB=national tire; Tire Kingdom; Mavis Discount Tire=mavis; Monro; Christian Brothers Automotive;
    Take 5 Oil=take 5; Grease Monkey; Mister Car Wash; Tommy's Express=tommys express; AutoZone; O'Reilly Auto Parts=oreilly auto=oreilly;
    Advance Auto Parts=advance auto; NAPA Auto Parts=napa auto=napa; AAA=aaa membership; Safelite; Caliber Collision; Maaco;
    Express Oil Change; Quick Quack; Zips Car Wash; Car Spa; Tidal Wave Auto Spa; Autobell; Wash Depot; Carmax Auto Care;
    Tesla Service; CarShield; Endurance Warranty; RepairPal; Lithia; AutoNation; Sun Auto; Precision Tune; Kwik Kar`,
  ],
  [
    'GENERAL_SERVICES_CHILDCARE',
    'a childcare provider',
    `KinderCare; Bright Horizons; Primrose School; Goddard School; La Petite Academy; Learning Care Group; Tutor Time;
    Care.com=care com; Sittercity; UrbanSitter; Kiddie Academy; The Learning Experience=learning experience; Brightwheel;
    Procare; Tadpoles; Lightbridge Academy; Childtime; Creative World School; Cadence Education; Xplor`,
  ],
  [
    'GENERAL_SERVICES_CONSULTING_AND_LEGAL',
    'a legal service',
    `LegalZoom; Rocket Lawyer; Nolo; Trust & Will; Tailor Brands; Incfile; ZenBusiness; Northwest Registered Agent`,
  ],
  [
    'GENERAL_SERVICES_EDUCATION',
    'an education provider',
    `Coursera; Udemy; edX; Duolingo; Chegg; Quizlet; MasterClass; Skillshare; Pluralsight; Codecademy; Brilliant;
    Rosetta Stone; Babbel; Kumon; Sylvan Learning=sylvan; Mathnasium; Huntington Learning; College Board; Pearson;
    Scholastic; Outschool; Varsity Tutors; Wyzant; Princeton Review; Kaplan; Magoosh; Study.com; Khan Academy;
    Flatiron School; General Assembly; DataCamp; LinkedIn Learning; Grammarly; Course Hero; Parchment; Common App`,
  ],
  [
    'GENERAL_SERVICES_INSURANCE',
    'an insurer',
    `GEICO; State Farm; Progressive=progressive ins=prog direct; Allstate; Liberty Mutual; Farmers Insurance=farmers ins;
    Nationwide; USAA P&C=usaa p&c=usaa ins=usaa insurance; Travelers; American Family=amfam; Erie Insurance=erie ins;
    Esurance; The General; Root Insurance=root ins; Lemonade; MetLife; Prudential; Northwestern Mutual; New York Life;
    MassMutual; Aflac; Humana; Aetna; Cigna; UnitedHealthcare=united healthcare=uhc; Blue Cross=bcbs=anthem=blue shield;
    Oscar Health; Ambetter; Hippo Insurance; Policygenius; Haven Life; Ladder Life; Mercury Insurance; Safeco;
    The Hartford=hartford; Kemper; Assurant; Chubb; Hanover Insurance; Auto-Owners=auto owners; Country Financial;
    Shelter Insurance; Plymouth Rock; Clearcover; Metromile; Direct General; Infinity Insurance; Bristol West; Dairyland;
    Foremost; Trupanion; Healthy Paws; Embrace Pet; Figo Pet; Pets Best; Wawanesa; Guardian Life; Lincoln Financial;
    Transamerica; Mutual of Omaha; Globe Life; Colonial Penn; Pacific Life; John Hancock; Principal Financial; Unum;
    Kaiser Health Plan; Molina Healthcare; Wellcare; Centene; Allianz Travel; Assurance IQ; Branch Insurance; Openly`,
  ],
  [
    'GENERAL_SERVICES_POSTAGE_AND_SHIPPING',
    'a postal or shipping service',
    `USPS=usps po=usps com=us postal=united states postal; The UPS Store=ups store=ups=ups com; FedEx=fed ex=fedex office;
    DHL; Stamps.com=stamps com; Pirate Ship; Pitney Bowes; ShipStation; Shippo; PostNet; Pak Mail; Postal Annex`,
  ],
  [
    'GENERAL_SERVICES_STORAGE',
    'a storage company',
    `Public Storage; Extra Space Storage=extra space; CubeSmart; Life Storage; StorageMart; SmartStop; Storage King;
    PODS; Clutter; Simply Self Storage; Storage West; U-Haul Storage=uhaul storage; Storage Post; Stor-All; SecureSpace;
    Storage Rentals of America; Prime Storage; Metro Self Storage; Treasure Island Storage`,
  ],
  [
    'GENERAL_SERVICES_OTHER_GENERAL_SERVICES',
    'a service provider',
    `Google Workspace=google gsuite=google workspace=google storage=google one=google cloud=google ads=google domains;
    Dropbox; iCloud=apple icloud; Microsoft 365=microsoft 365=msft=microsoft office=microsoft; Adobe; GoDaddy=dnh godaddy;
    Squarespace; Wix=wix com; Shopify; Mailchimp; Zoom=zoom us=zoom video; Slack; Canva; Notion; Evernote; LastPass;
    1Password; NordVPN; ExpressVPN; Norton; McAfee; Experian; Equifax; TransUnion; LifeLock; Ancestry; 23andMe; Match.com=match com;
    Tinder; Bumble; Hinge; LinkedIn; Indeed; OpenAI=chatgpt; Anthropic=claude ai; GitHub; Amazon Web Services=aws=amazon web;
    DigitalOcean; Heroku; Namecheap; Cloudflare; Rover=rover com; Wag Labs; Fiverr; Upwork; Yelp; Nextdoor; DocuSign;
    RingCentral; Ooma; Vonage; Backblaze; Proton; Fastmail; Zapier; Atlassian; Figma; Webflow; Vercel; Netlify; Linode;
    Apple Services=apple com bill=apple bill; Google Services=google; Costco Membership`,
  ],
  [
    'GOVERNMENT_AND_NON_PROFIT_DONATIONS',
    'a charity',
    `American Red Cross=red cross; United Way; Salvation Army; GoFundMe; ActBlue; WinRed; St. Jude=st jude=stjude;
    UNICEF; Doctors Without Borders=msf usa; Habitat for Humanity; World Vision; Compassion International=compassion intl;
    Feeding America; ASPCA; Humane Society; Wikimedia; NPR; PBS; KQED; WNYC; Kiva; Tithe.ly=tithely; Pushpay; Givelify;
    Network for Good; Planned Parenthood; ACLU; Sierra Club; Nature Conservancy; Southern Poverty Law; Make-A-Wish=make a wish;
    Shriners Hospitals; Wounded Warrior; Save the Children; Oxfam; Charity Water; Donorbox; Classy; Benevity; JustGiving;
    Best Friends Animal; Alzheimers Association; American Cancer Society; March of Dimes; Boys & Girls Club; Big Brothers`,
  ],
  [
    'GOVERNMENT_AND_NON_PROFIT_TAX_PAYMENT',
    'a tax authority',
    `IRS=irs usataxpymt=us treasury tax=eftps; Franchise Tax Board=franchise tax bd=ftb; Department of Revenue=dept of revenue=dept revenue;
    NYS DTF=nys dtf; Comptroller of Maryland; Property Tax; State Tax Payment; Tax Collector`,
  ],
  [
    'GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES',
    'a government agency',
    `DMV=dept motor vehicles=department of motor vehicles; US Passport=passport services=us dept of state=dept of state;
    USCIS; TSA PreCheck=tsa precheck=tsa; Global Entry=cbp; National Park Service=nps; Recreation.gov=recreation gov;
    Secretary of State; Court Fees=superior court; Social Security Administration`,
  ],
];
