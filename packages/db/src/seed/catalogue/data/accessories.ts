import type { CategorySlug, Sentence, WrittenItem } from "../types";
import { s } from "./sentence";

export type BrandedItem = WrittenItem & { brand: string };

export const writtenItem =
  (category: CategorySlug) =>
  (brand: string, slug: string, price: number, name: Sentence, shortDescription: Sentence, description: Sentence): BrandedItem => ({
    brand,
    slug,
    category,
    price,
    name,
    shortDescription,
    description,
  });

const accessory = writtenItem("hookah-accessories");

/** Hookah accessories, each written out in four languages. */
export const ACCESSORIES: BrandedItem[] = [
  accessory(
    "heatkeeper",
    "heatkeeper-heat-management-device",
    79,
    s("HeatKeeper Heat Management Device", "Калауд HeatKeeper", "Regulator ciepła HeatKeeper", "Калауд HeatKeeper"),
    s(
      "A heat management device that replaces foil and keeps the bowl at an even temperature.",
      "Пристрій контролю жару, який замінює фольгу й тримає в чаші рівну температуру.",
      "Regulator ciepła, który zastępuje folię i utrzymuje w główce równą temperaturę.",
      "Устройство контроля жара, которое заменяет фольгу и держит в чаше ровную температуру.",
    ),
    s(
      "Put it on a phunnel bowl, place two or three coals inside and close the lid. The side vents let you make the heat stronger or weaker, and the tobacco burns much more slowly than under foil. It is made of anodised aluminium, and the handle stays cool.",
      "Встановіть його на чашу-фанел, покладіть усередину два-три вуглики й закрийте кришку. Бічні отвори дають змогу зробити жар сильнішим або слабшим, а тютюн прогорає значно повільніше, ніж під фольгою. Калауд виготовлено з анодованого алюмінію, а його ручка не нагрівається.",
      "Postaw go na główce typu phunnel, włóż do środka dwa–trzy węgielki i zamknij pokrywkę. Boczne otwory pozwalają zwiększyć lub zmniejszyć żar, a tytoń wypala się dużo wolniej niż pod folią. Regulator jest wykonany z anodowanego aluminium, a jego uchwyt się nie nagrzewa.",
      "Установите его на чашу-фанел, положите внутрь два-три уголька и закройте крышку. Боковые отверстия позволяют сделать жар сильнее или слабее, а табак прогорает гораздо медленнее, чем под фольгой. Калауд изготовлен из анодированного алюминия, а его ручка не нагревается.",
    ),
  ),
  accessory(
    "heatkeeper",
    "heatkeeper-charcoal-tongs",
    25,
    s("HeatKeeper Charcoal Tongs", "Щипці для вугілля HeatKeeper", "Szczypce do węgielków HeatKeeper", "Щипцы для угля HeatKeeper"),
    s(
      "Long stainless-steel tongs for moving hot coals safely.",
      "Довгі щипці з нержавіючої сталі, щоб безпечно перекладати гаряче вугілля.",
      "Długie szczypce ze stali nierdzewnej do bezpiecznego przekładania gorących węgielków.",
      "Длинные щипцы из нержавеющей стали, чтобы безопасно перекладывать горячий уголь.",
    ),
    s(
      "The 25 cm tongs keep your fingers away from the heat, and the flat tips grip a cube without crumbling it. They are also handy for knocking the ash off the coals during a session.",
      "Щипці довжиною 25 см тримають пальці подалі від жару, а пласкі кінчики захоплюють кубик, не кришачи його. Ними також зручно збивати попіл із вугілля під час куріння.",
      "Szczypce o długości 25 cm trzymają palce z dala od żaru, a płaskie końcówki chwytają kostkę, nie krusząc jej. Przydają się też do strącania popiołu z węgielków w trakcie palenia.",
      "Щипцы длиной 25 см держат пальцы подальше от жара, а плоские кончики захватывают кубик, не кроша его. Ими также удобно сбивать пепел с угля во время курения.",
    ),
  ),
  accessory(
    "heatkeeper",
    "heatkeeper-electric-charcoal-burner",
    139,
    s(
      "HeatKeeper Electric Charcoal Burner 800 W",
      "Електроплитка для розпалювання вугілля HeatKeeper, 800 Вт",
      "Elektryczna rozpałka do węgielków HeatKeeper, 800 W",
      "Электроплитка для розжига угля HeatKeeper, 800 Вт",
    ),
    s(
      "An electric burner that lights coconut charcoal in 8–10 minutes without lighter fluid.",
      "Електроплитка, що розпалює кокосове вугілля за 8–10 хвилин без рідини для розпалювання.",
      "Elektryczna rozpałka, która rozpala węgielki kokosowe w 8–10 minut bez podpałki.",
      "Электроплитка, которая разжигает кокосовый уголь за 8–10 минут без жидкости для розжига.",
    ),
    s(
      "The open coil lights up to six cubes at once, and a thermostat switches the burner off if it overheats. A steel grid keeps the coals from touching the element. Use it on a heat-resistant surface, away from curtains.",
      "Відкрита спіраль розпалює до шести кубиків одночасно, а термостат вимикає плитку в разі перегріву. Сталева решітка не дає вугіллю торкатися нагрівального елемента. Ставте плитку на жаростійку поверхню, подалі від штор.",
      "Otwarta spirala rozpala do sześciu kostek naraz, a termostat wyłącza urządzenie w razie przegrzania. Stalowa kratka nie pozwala węgielkom dotykać grzałki. Ustaw rozpałkę na żaroodpornej powierzchni, z dala od zasłon.",
      "Открытая спираль разжигает до шести кубиков одновременно, а термостат выключает плитку при перегреве. Стальная решётка не даёт углю касаться нагревательного элемента. Ставьте плитку на жаропрочную поверхность, подальше от штор.",
    ),
  ),
  accessory(
    "heatkeeper",
    "heatkeeper-wind-cover",
    35,
    s("HeatKeeper Wind Cover", "Ковпак від вітру HeatKeeper", "Osłona przeciwwiatrowa HeatKeeper", "Колпак от ветра HeatKeeper"),
    s(
      "A perforated metal cover that protects the bowl from the wind on a terrace or balcony.",
      "Перфорований металевий ковпак, що захищає чашу від вітру на терасі чи балконі.",
      "Perforowana metalowa osłona, która chroni główkę przed wiatrem na tarasie lub balkonie.",
      "Перфорированный металлический колпак, который защищает чашу от ветра на террасе или балконе.",
    ),
    s(
      "Outdoors the wind makes the coals burn too hot and scatters sparks. The cover sits over the bowl, keeps the heat even and catches falling ash. It fits bowls up to 9 cm across.",
      "Надворі вітер роздмухує вугілля надто сильно й розносить іскри. Ковпак накриває чашу, тримає рівний жар і затримує попіл. Підходить для чаш діаметром до 9 см.",
      "Na zewnątrz wiatr zbyt mocno rozpala węgielki i roznosi iskry. Osłona nakrywa główkę, utrzymuje równy żar i zatrzymuje spadający popiół. Pasuje do główek o średnicy do 9 cm.",
      "На улице ветер слишком сильно раздувает уголь и разносит искры. Колпак накрывает чашу, держит ровный жар и задерживает пепел. Подходит для чаш диаметром до 9 см.",
    ),
  ),
  accessory(
    "nomad-pipes",
    "nomad-pipes-mouth-tips-50",
    15,
    s(
      "Nomad Pipes Disposable Mouth Tips, 50 pcs",
      "Одноразові мундштуки Nomad Pipes, 50 шт.",
      "Jednorazowe ustniki Nomad Pipes, 50 szt.",
      "Одноразовые мундштуки Nomad Pipes, 50 шт.",
    ),
    s(
      "Individually wrapped mouth tips, so that everyone at the table has their own.",
      "Мундштуки в індивідуальному пакуванні, щоб кожен за столом мав свій.",
      "Ustniki pakowane pojedynczo, aby każdy przy stole miał własny.",
      "Мундштуки в индивидуальной упаковке, чтобы у каждого за столом был свой.",
    ),
    s(
      "The tips slide onto any standard hose mouthpiece and come off just as easily. Each one is packed separately, which makes them a must for cafés and parties.",
      "Мундштуки надягаються на будь-який стандартний мундштук шланга й так само легко знімаються. Кожен упакований окремо, тож вони незамінні в кав'ярнях і на вечірках.",
      "Ustniki nasuwa się na każdy standardowy ustnik węża i równie łatwo zdejmuje. Każdy jest pakowany osobno, dlatego przydają się w lokalach i na imprezach.",
      "Мундштуки надеваются на любой стандартный мундштук шланга и так же легко снимаются. Каждый упакован отдельно, поэтому они незаменимы в кафе и на вечеринках.",
    ),
  ),
  accessory(
    "nomad-pipes",
    "nomad-pipes-cleaning-brush-set",
    29,
    s(
      "Nomad Pipes Cleaning Brush Set",
      "Набір йоржиків для чищення Nomad Pipes",
      "Zestaw szczotek do czyszczenia Nomad Pipes",
      "Набор ёршиков для чистки Nomad Pipes",
    ),
    s(
      "Three brushes for the shaft, the base and the hose port.",
      "Три йоржики: для шахти, колби та порту шланга.",
      "Trzy szczotki: do trzonu, bazy i gniazda węża.",
      "Три ёршика: для шахты, колбы и порта шланга.",
    ),
    s(
      "The long brush reaches the full length of the shaft, the wide one cleans the inside of the base, and the thin one gets into the hose port and the purge valve. Regular cleaning keeps old flavours from mixing with new ones.",
      "Довгим йоржиком можна пройти всю шахту, широким — вичистити колбу зсередини, а тонким — порт шланга й клапан продування. Регулярне чищення не дає старим смакам змішуватися з новими.",
      "Długą szczotką wyczyścisz cały trzon, szeroką wnętrze bazy, a cienką gniazdo węża i zawór przedmuchu. Regularne czyszczenie sprawia, że stare smaki nie mieszają się z nowymi.",
      "Длинным ёршиком можно пройти всю шахту, широким — вычистить колбу изнутри, а тонким — порт шланга и клапан продувки. Регулярная чистка не даёт старым вкусам смешиваться с новыми.",
    ),
  ),
  accessory(
    "nomad-pipes",
    "nomad-pipes-grommet-set",
    19,
    s(
      "Nomad Pipes Rubber Grommet Set, 5 pcs",
      "Набір гумових ущільнювачів Nomad Pipes, 5 шт.",
      "Zestaw gumowych uszczelek Nomad Pipes, 5 szt.",
      "Набор резиновых уплотнителей Nomad Pipes, 5 шт.",
    ),
    s(
      "Spare seals for the bowl, the base and the hose port.",
      "Запасні ущільнювачі для чаші, колби та порту шланга.",
      "Zapasowe uszczelki do główki, bazy i gniazda węża.",
      "Запасные уплотнители для чаши, колбы и порта шланга.",
    ),
    s(
      "Worn grommets let air in and ruin the draw. The set has seals of five sizes made of food-grade silicone that fit most hookahs. Replace them once or twice a year, or as soon as the hookah starts to whistle.",
      "Зношені ущільнювачі пропускають повітря й псують тягу. У наборі ущільнювачі п'яти розмірів із харчового силікону, які підходять до більшості кальянів. Міняйте їх раз або двічі на рік або щойно кальян почне свистіти.",
      "Zużyte uszczelki przepuszczają powietrze i psują ciąg. W zestawie są uszczelki w pięciu rozmiarach z silikonu spożywczego, pasujące do większości fajek wodnych. Wymieniaj je raz lub dwa razy w roku albo gdy fajka zacznie gwizdać.",
      "Изношенные уплотнители пропускают воздух и портят тягу. В наборе уплотнители пяти размеров из пищевого силикона, которые подходят к большинству кальянов. Меняйте их раз или два в год или как только кальян начнёт свистеть.",
    ),
  ),
  accessory(
    "steelwave",
    "steelwave-hookah-foil-50",
    12,
    s(
      "Steelwave Hookah Foil, 50 sheets",
      "Фольга для кальяну Steelwave, 50 аркушів",
      "Folia do fajki wodnej Steelwave, 50 arkuszy",
      "Фольга для кальяна Steelwave, 50 листов",
    ),
    s(
      "Pre-cut sheets of thick foil for classic bowls.",
      "Нарізані аркуші щільної фольги для класичних чаш.",
      "Gotowe arkusze grubej folii do klasycznych główek.",
      "Нарезанные листы плотной фольги для классических чаш.",
    ),
    s(
      "The sheets are thicker than kitchen foil, so they do not tear when you pierce them or move the coals. One sheet covers a bowl up to 10 cm across.",
      "Аркуші товщі за кухонну фольгу, тож не рвуться, коли їх проколюєш чи пересуваєш вугілля. Один аркуш накриває чашу діаметром до 10 см.",
      "Arkusze są grubsze od folii kuchennej, więc nie rwą się przy nakłuwaniu ani przesuwaniu węgielków. Jeden arkusz przykrywa główkę o średnicy do 10 cm.",
      "Листы толще кухонной фольги, поэтому не рвутся, когда их прокалываешь или передвигаешь уголь. Один лист накрывает чашу диаметром до 10 см.",
    ),
  ),
  accessory(
    "steelwave",
    "steelwave-hookah-tray",
    39,
    s("Steelwave Hookah Tray", "Блюдце для кальяну Steelwave", "Talerzyk do fajki wodnej Steelwave", "Блюдце для кальяна Steelwave"),
    s(
      "A stainless-steel tray that catches ash and holds spare coals.",
      "Блюдце з нержавіючої сталі, яке збирає попіл і тримає запасне вугілля.",
      "Talerzyk ze stali nierdzewnej, który zbiera popiół i mieści zapasowe węgielki.",
      "Блюдце из нержавеющей стали, которое собирает пепел и держит запасной уголь.",
    ),
    s(
      "It sits on the shaft under the bowl and fits most modern hookahs with a 19 mm shaft. The raised rim keeps ash off the table.",
      "Блюдце встановлюється на шахту під чашею й підходить до більшості сучасних кальянів із шахтою 19 мм. Високий бортик не дає попелу потрапити на стіл.",
      "Zakłada się go na trzon pod główką; pasuje do większości nowoczesnych fajek wodnych z trzonem 19 mm. Wysoki rant chroni stół przed popiołem.",
      "Блюдце устанавливается на шахту под чашей и подходит к большинству современных кальянов с шахтой 19 мм. Высокий бортик не даёт пеплу попасть на стол.",
    ),
  ),
  accessory(
    "steelwave",
    "steelwave-personal-mouthpiece",
    45,
    s("Steelwave Personal Mouthpiece", "Персональний мундштук Steelwave", "Osobisty ustnik Steelwave", "Персональный мундштук Steelwave"),
    s(
      "A steel mouthpiece of your own that fits any hose.",
      "Власний сталевий мундштук, який підходить до будь-якого шланга.",
      "Własny stalowy ustnik, który pasuje do każdego węża.",
      "Собственный стальной мундштук, который подходит к любому шлангу.",
    ),
    s(
      "Carry it in the case it comes with and put it on the hose when you smoke in a lounge. Polished steel is easy to wash and does not absorb smells.",
      "Носіть його в комплектному футлярі й надягайте на шланг у кальянній. Полірована сталь легко миється і не вбирає запахів.",
      "Noś go w dołączonym etui i zakładaj na wąż w shisha barze. Polerowana stal łatwo się myje i nie chłonie zapachów.",
      "Носите его в комплектном футляре и надевайте на шланг в кальянной. Полированная сталь легко моется и не впитывает запахи.",
    ),
  ),
  accessory(
    "heatkeeper",
    "heatkeeper-charcoal-basket",
    49,
    s("HeatKeeper Charcoal Basket", "Кошик для вугілля HeatKeeper", "Koszyk na węgielki HeatKeeper", "Корзинка для угля HeatKeeper"),
    s(
      "A steel basket with a lid for carrying hot coals from the kitchen to the table.",
      "Сталевий кошик із кришкою, щоб переносити гаряче вугілля з кухні до столу.",
      "Stalowy koszyk z pokrywką do przenoszenia gorących węgielków z kuchni do stołu.",
      "Стальная корзинка с крышкой, чтобы переносить горячий уголь с кухни к столу.",
    ),
    s(
      "The wooden handle stays cool and the lid keeps the sparks inside. It holds up to eight cubes, enough for a whole evening.",
      "Дерев'яна ручка не нагрівається, а кришка не випускає іскор. Усередині вміщається до восьми кубиків — на цілий вечір.",
      "Drewniany uchwyt się nie nagrzewa, a pokrywka zatrzymuje iskry w środku. Mieści do ośmiu kostek, co wystarczy na cały wieczór.",
      "Деревянная ручка не нагревается, а крышка не выпускает искры. Внутри помещается до восьми кубиков — на целый вечер.",
    ),
  ),
  accessory(
    "nomad-pipes",
    "nomad-pipes-diffuser",
    22,
    s("Nomad Pipes Diffuser", "Дифузор Nomad Pipes", "Dyfuzor Nomad Pipes", "Диффузор Nomad Pipes"),
    s(
      "A diffuser that makes the hookah quieter and the smoke softer.",
      "Дифузор, з яким кальян працює тихіше, а дим стає м'якшим.",
      "Dyfuzor, dzięki któremu fajka wodna pracuje ciszej, a dym jest łagodniejszy.",
      "Диффузор, с которым кальян работает тише, а дым становится мягче.",
    ),
    s(
      "It slides onto the end of the downstem and breaks the smoke up into many small bubbles. It fits downstems 12–14 mm across.",
      "Дифузор надягається на кінець шахти й розбиває дим на безліч дрібних бульбашок. Підходить для шахт діаметром 12–14 мм.",
      "Zakłada się go na koniec rurki zanurzeniowej; rozbija dym na mnóstwo drobnych pęcherzyków. Pasuje do rurek o średnicy 12–14 mm.",
      "Диффузор надевается на конец шахты и разбивает дым на множество мелких пузырьков. Подходит для шахт диаметром 12–14 мм.",
    ),
  ),
  accessory(
    "steelwave",
    "steelwave-led-base-light",
    35,
    s("Steelwave LED Base Light", "LED-підсвічування колби Steelwave", "Podświetlenie LED bazy Steelwave", "LED-подсветка колбы Steelwave"),
    s(
      "A battery-powered LED stand that lights the base from below in seven colours.",
      "LED-підставка на батарейках, що підсвічує колбу знизу сімома кольорами.",
      "Podstawka LED na baterie, która podświetla bazę od spodu siedmioma kolorami.",
      "LED-подставка на батарейках, которая подсвечивает колбу снизу семью цветами.",
    ),
    s(
      "Stand the hookah on it and use the remote to choose a colour or a slow colour change. Three AAA batteries last about twenty evenings.",
      "Поставте кальян на підставку й оберіть пультом колір або плавну зміну кольорів. Трьох батарейок AAA вистачає приблизно на двадцять вечорів.",
      "Postaw fajkę na podstawce i wybierz pilotem kolor albo płynną zmianę kolorów. Trzy baterie AAA wystarczą na mniej więcej dwadzieścia wieczorów.",
      "Поставьте кальян на подставку и выберите пультом цвет или плавную смену цветов. Трёх батареек AAA хватает примерно на двадцать вечеров.",
    ),
  ),
  accessory(
    "heatkeeper",
    "heatkeeper-steel-bowl-screen",
    18,
    s(
      "HeatKeeper Steel Bowl Screen",
      "Сталева сітка для чаші HeatKeeper",
      "Stalowe sitko do główki HeatKeeper",
      "Стальная сетка для чаши HeatKeeper",
    ),
    s(
      "A reusable steel screen that replaces foil on classic bowls.",
      "Багаторазова сталева сітка, яка замінює фольгу на класичних чашах.",
      "Stalowe sitko wielokrotnego użytku, które zastępuje folię na klasycznych główkach.",
      "Многоразовая стальная сетка, которая заменяет фольгу на классических чашах.",
    ),
    s(
      "The fine holes let the heat through evenly, and the screen can be washed and used again for months. It fits bowls 8–10 cm across.",
      "Дрібні отвори рівномірно пропускають жар, а сітку можна мити й використовувати місяцями. Підходить для чаш діаметром 8–10 см.",
      "Drobne otwory równomiernie przepuszczają ciepło, a sitko można myć i używać przez wiele miesięcy. Pasuje do główek o średnicy 8–10 cm.",
      "Мелкие отверстия равномерно пропускают жар, а сетку можно мыть и использовать месяцами. Подходит для чаш диаметром 8–10 см.",
    ),
  ),
];
