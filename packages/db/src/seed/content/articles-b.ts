// Demo blog articles, part B: charcoal, accessories, tobacco storage and store news, in all four languages.
import type { SeedArticle } from "./types";

export const ARTICLES_B: SeedArticle[] = [
  {
    slug: "heat-management-device-vs-foil",
    topic: "charcoal",
    publishedAt: "2026-01-22T09:00:00.000Z",
    texts: {
      en: {
        title: "Heat management device or foil: which one to choose",
        excerpt:
          "A heat management device and classic foil both keep the coals off the tobacco. We compare them honestly and explain how to avoid a harsh, burnt taste.",
        body: `A hookah session depends on heat more than on anything else. Too little and the smoke is thin and tasteless; too much and the tobacco burns, turning the flavour bitter and harsh. Between the coals and the tobacco you need something that spreads the heat evenly, and most people choose between two options: perforated aluminium foil or a heat management device, a metal cap that sits on top of the bowl and holds the coals inside. Both work, and both have their place.

## Foil: cheap, flexible and traditional

Foil is what most people start with. You stretch it over the bowl, pierce it with small holes and put the coals on top. It costs almost nothing and lets you see and control exactly where each coal sits.

- Pros: very low cost, works with any bowl, easy to move the coals to the edge or the centre, quick warm-up.
- Cons: it takes practice to stretch and pierce it evenly, the heat is harder to keep stable, ash falls onto the foil, and it is single-use, so it adds to your waste.

Use thick foil or pre-cut sheets rather than thin kitchen foil, which tears and passes heat through too quickly. Make the holes small and evenly spaced, and leave a little room between the foil and the tobacco.

## Heat management device: stable and convenient

A heat management device (often shortened to HMD) is a metal cap with openings in the bottom and a lid with vents. The coals go inside, and you regulate the heat by turning the lid or lifting the device slightly. It fits phunnel bowls best, where the tobacco is packed in a ring around a central spire.

- Pros: steady, even heat for a long session, reusable for years, no piercing, the ash stays inside, easy to adjust with the lid.
- Cons: a higher upfront price, it fits only bowls of a matching diameter, it gets very hot and needs tongs, and it usually works best with two or three cubes of natural coconut charcoal.

## How to avoid a harsh taste

Whichever you choose, a harsh taste almost always means too much heat or coals that were not fully lit. A few habits help:

- Light coconut charcoal completely, until it glows evenly on all sides, usually eight to ten minutes on an electric stove.
- Start with fewer coals than you think you need and add heat gradually.
- Let the bowl warm up for a few minutes before the first deep draw.
- Take calm, regular puffs; puffing hard and fast overheats the tobacco.
- Turn or move the coals every ten to fifteen minutes and tap off the ash.
- If the smoke tastes burnt, lift the device slightly, close the vents a little or move the coals to the edge of the foil.

## Which one is right for you

If you smoke occasionally and like full control, foil is a perfectly good choice. If you want long, predictable sessions with less fiddling, a heat management device is worth the investment. In our stores the staff can show you how each option fits your bowl. Remember that hookah smoke contains tobacco smoke and carbon monoxide: it harms your health, so always use charcoal in a well-ventilated room. Our products are for adults only.`,
      },
      uk: {
        title: "Пристрій контролю жару чи фольга: що обрати",
        excerpt:
          "Пристрій контролю жару й класична фольга відділяють вугілля від тютюну. Чесно порівнюємо обидва варіанти й пояснюємо, як уникнути різкого, пригорілого смаку.",
        body: `Сесія кальяну залежить від жару більше, ніж від будь-чого іншого. Замало тепла — і дим рідкий та без смаку; забагато — і тютюн пригорає, а смак стає гірким і різким. Між вугіллям і тютюном потрібно щось, що рівномірно розподіляє тепло, і найчастіше обирають між двома варіантами: перфорованою алюмінієвою фольгою або пристроєм контролю жару — металевим ковпаком, який ставлять на чашу і всередину якого кладуть вугілля. Обидва варіанти працюють, і кожен має свої переваги.

## Фольга: дешево, гнучко й традиційно

З фольги починає більшість. Її натягують на чашу, проколюють дрібні отвори й кладуть зверху вугілля. Вона коштує майже нічого і дає змогу бачити й контролювати, де саме лежить кожен брикет.

- Переваги: дуже низька ціна, підходить до будь-якої чаші, вугілля легко пересунути до краю чи до центру, швидкий прогрів.
- Недоліки: щоб рівно натягнути й проколоти фольгу, потрібна практика, жар складніше тримати стабільним, попіл падає на фольгу, а сама вона одноразова й додає сміття.

Беріть щільну фольгу або готові нарізані листи, а не тонку кухонну: вона рветься й надто швидко пропускає тепло. Робіть отвори дрібними й розташовуйте їх рівномірно, а між фольгою та тютюном залишайте невеликий зазор.

## Пристрій контролю жару: стабільно й зручно

Пристрій контролю жару (його часто скорочено називають HMD, від англійського heat management device) — це металевий ковпак з отворами в дні та кришкою з прорізами. Вугілля кладуть усередину, а жар регулюють, повертаючи кришку або трохи піднімаючи пристрій. Найкраще він підходить до чаш типу фанел, де тютюн укладають кільцем навколо центрального виступу.

- Переваги: стабільний, рівний жар протягом довгої сесії, служить роками, не треба нічого проколювати, попіл залишається всередині, жар легко регулювати кришкою.
- Недоліки: вища ціна на старті, підходить лише до чаш відповідного діаметра, дуже сильно нагрівається й потребує щипців, а найкраще працює з двома-трьома кубиками натурального кокосового вугілля.

## Як уникнути різкого смаку

Хоч би що ви обрали, різкий смак майже завжди означає забагато жару або вугілля, яке не розгорілося до кінця. Допоможуть кілька звичок:

- Розпалюйте кокосове вугілля повністю, доки воно рівно не зажевріє з усіх боків, — зазвичай вісім–десять хвилин на електроплитці.
- Починайте з меншої кількості вугілля, ніж здається потрібним, і додавайте жар поступово.
- Дайте чаші прогрітися кілька хвилин перед першою глибокою затяжкою.
- Затягуйтеся спокійно й рівномірно: часті сильні затяжки перегрівають тютюн.
- Кожні десять–п'ятнадцять хвилин повертайте або пересувайте вугілля й струшуйте попіл.
- Якщо дим віддає пригорілим, трохи підніміть пристрій, прикрийте прорізи або пересуньте вугілля до краю фольги.

## Що підходить саме вам

Якщо ви курите кальян час від часу й любите повний контроль, фольга — цілком добрий вибір. Якщо хочете довгих, передбачуваних сесій без зайвої метушні, пристрій контролю жару вартий своїх грошей. У наших магазинах консультанти покажуть, як кожен варіант підходить до вашої чаші. Пам'ятайте: дим кальяну містить тютюновий дим і чадний газ, він шкодить здоров'ю, тож завжди користуйтеся вугіллям у добре провітрюваному приміщенні. Наші товари призначені лише для повнолітніх.`,
      },
      pl: {
        title: "Regulator żaru czy folia: co wybrać",
        excerpt:
          "Regulator żaru i klasyczna folia oddzielają węgle od tytoniu. Uczciwie porównujemy oba rozwiązania i podpowiadamy, jak uniknąć ostrego, przypalonego smaku.",
        body: `Udana sesja z fajką wodną zależy przede wszystkim od temperatury. Gdy ciepła jest za mało, dym jest rzadki i bez smaku; gdy za dużo, tytoń się przypala, a smak staje się gorzki i ostry. Między węglami a tytoniem potrzebne jest coś, co równomiernie rozprowadzi ciepło. Zwykle wybiera się jedno z dwóch rozwiązań: perforowaną folię aluminiową albo regulator żaru, czyli metalową nakładkę, którą stawia się na główce i do której wkłada się węgle. Oba działają i oba mają swoje zalety.

## Folia: tania, elastyczna i tradycyjna

Od folii zaczyna większość osób. Naciąga się ją na główkę, nakłuwa drobne otwory i kładzie na niej węgle. Kosztuje grosze i pozwala widzieć oraz kontrolować, gdzie dokładnie leży każdy węgielek.

- Zalety: bardzo niska cena, pasuje do każdej główki, węgle łatwo przesunąć do krawędzi lub na środek, szybkie rozgrzewanie.
- Wady: równe naciągnięcie i nakłucie wymaga wprawy, trudniej utrzymać stabilną temperaturę, popiół spada na folię, a sama folia jest jednorazowa i generuje odpady.

Wybieraj grubą folię albo gotowe, docięte arkusze zamiast cienkiej folii kuchennej, która się rwie i zbyt szybko przepuszcza ciepło. Otwory rób małe i rozmieszczaj je równomiernie, a między folią a tytoniem zostaw niewielki odstęp.

## Regulator żaru: stabilnie i wygodnie

Regulator żaru (w skrócie HMD, od angielskiego heat management device) to metalowa nakładka z otworami w dnie i pokrywką z wycięciami. Węgle wkłada się do środka, a temperaturę reguluje się, obracając pokrywkę lub lekko unosząc całe urządzenie. Najlepiej sprawdza się na główkach typu phunnel, w których tytoń układa się pierścieniem wokół centralnego kominka.

- Zalety: stałe, równomierne ciepło przez długą sesję, służy latami, nie trzeba niczego nakłuwać, popiół zostaje w środku, żar łatwo wyregulować pokrywką.
- Wady: wyższy koszt na start, pasuje tylko do główek o odpowiedniej średnicy, bardzo mocno się nagrzewa i wymaga szczypiec, a najlepiej działa z dwiema–trzema kostkami naturalnego węgla kokosowego.

## Jak uniknąć ostrego smaku

Niezależnie od wyboru ostry smak niemal zawsze oznacza zbyt wysoką temperaturę albo węgle, które nie rozpaliły się do końca. Pomaga kilka nawyków:

- Rozpalaj węgiel kokosowy całkowicie, aż równo zażarzy się ze wszystkich stron – zwykle osiem–dziesięć minut na kuchence elektrycznej.
- Zaczynaj od mniejszej liczby węgli, niż się wydaje potrzebne, i dokładaj ciepła stopniowo.
- Pozwól główce rozgrzać się przez kilka minut przed pierwszym głębokim zaciągnięciem.
- Zaciągaj się spokojnie i regularnie – szybkie, mocne buchy przegrzewają tytoń.
- Co dziesięć–piętnaście minut obracaj lub przesuwaj węgle i strząsaj popiół.
- Jeśli dym smakuje spalenizną, unieś lekko regulator, przymknij wycięcia albo przesuń węgle na brzeg folii.

## Co wybrać dla siebie

Jeśli palisz okazjonalnie i lubisz mieć pełną kontrolę, folia w zupełności wystarczy. Jeśli zależy Ci na długich, przewidywalnych sesjach bez ciągłego poprawiania, regulator żaru jest wart swojej ceny. W naszych sklepach obsługa pokaże, jak każde z rozwiązań pasuje do Twojej główki. Pamiętaj, że dym z fajki wodnej zawiera dym tytoniowy i tlenek węgla – szkodzi zdrowiu, dlatego węgla używaj zawsze w dobrze przewietrzanym pomieszczeniu. Nasze produkty są przeznaczone wyłącznie dla osób pełnoletnich.`,
      },
      ru: {
        title: "Устройство контроля жара или фольга: что выбрать",
        excerpt:
          "Устройство контроля жара и классическая фольга отделяют угли от табака. Честно сравниваем оба варианта и объясняем, как избежать резкого, горелого вкуса.",
        body: `Кальянная сессия зависит от жара больше, чем от чего-либо ещё. Если тепла мало, дым жидкий и безвкусный; если слишком много — табак пригорает, а вкус становится горьким и резким. Между углями и табаком нужно что-то, что равномерно распределит тепло, и чаще всего выбирают одно из двух: перфорированную алюминиевую фольгу или устройство контроля жара — металлический колпак, который ставят на чашу и в который кладут угли. Оба варианта работают, и у каждого есть свои плюсы.

## Фольга: дёшево, гибко и традиционно

С фольги начинает большинство. Её натягивают на чашу, прокалывают мелкие отверстия и кладут сверху угли. Она стоит копейки и позволяет видеть и контролировать, где именно лежит каждый уголь.

- Плюсы: очень низкая цена, подходит к любой чаше, угли легко сдвинуть к краю или в центр, быстрый прогрев.
- Минусы: чтобы ровно натянуть и проколоть фольгу, нужна практика, жар сложнее держать стабильным, пепел падает на фольгу, а сама она одноразовая и добавляет мусора.

Берите плотную фольгу или готовые нарезанные листы, а не тонкую кухонную: она рвётся и слишком быстро пропускает тепло. Делайте отверстия мелкими и располагайте их равномерно, а между фольгой и табаком оставляйте небольшой зазор.

## Устройство контроля жара: стабильно и удобно

Устройство контроля жара (его часто сокращённо называют HMD, от английского heat management device) — это металлический колпак с отверстиями в дне и крышкой с прорезями. Угли кладут внутрь, а жар регулируют, поворачивая крышку или слегка приподнимая устройство. Лучше всего оно подходит к чашам типа фанел, где табак укладывают кольцом вокруг центрального выступа.

- Плюсы: стабильный, ровный жар на протяжении долгой сессии, служит годами, ничего не нужно прокалывать, пепел остаётся внутри, жар легко регулировать крышкой.
- Минусы: выше стартовая цена, подходит только к чашам нужного диаметра, сильно нагревается и требует щипцов, а лучше всего работает с двумя-тремя кубиками натурального кокосового угля.

## Как избежать резкого вкуса

Что бы вы ни выбрали, резкий вкус почти всегда означает слишком сильный жар или угли, которые не разгорелись до конца. Помогут несколько привычек:

- Разжигайте кокосовый уголь полностью, пока он ровно не покраснеет со всех сторон, — обычно восемь–десять минут на электроплитке.
- Начинайте с меньшего количества углей, чем кажется нужным, и добавляйте жар постепенно.
- Дайте чаше прогреться несколько минут перед первой глубокой затяжкой.
- Затягивайтесь спокойно и равномерно: частые сильные затяжки перегревают табак.
- Каждые десять–пятнадцать минут поворачивайте или сдвигайте угли и стряхивайте пепел.
- Если дым отдаёт горелым, слегка приподнимите устройство, прикройте прорези или сдвиньте угли к краю фольги.

## Что подойдёт именно вам

Если вы курите кальян время от времени и любите полный контроль, фольга — вполне хороший выбор. Если хотите долгих, предсказуемых сессий без лишней возни, устройство контроля жара стоит своих денег. В наших магазинах сотрудники покажут, как каждый вариант подходит к вашей чаше. Помните: дым кальяна содержит табачный дым и угарный газ, он вредит здоровью, поэтому всегда используйте уголь в хорошо проветриваемом помещении. Наши товары предназначены только для совершеннолетних.`,
      },
    },
  },
  {
    slug: "hookah-hoses-and-hygiene",
    topic: "accessories",
    publishedAt: "2026-03-07T10:30:00.000Z",
    texts: {
      en: {
        title: "Hookah hoses, mouth tips and hygiene",
        excerpt:
          "Why washable silicone hoses have become the standard, how to clean them, and why personal mouth tips matter when a hookah is shared.",
        body: `The hose is the part of a hookah that touches you directly, and it is also the part that is easiest to neglect. Old leather and fabric hoses trapped moisture, smell and residue inside, and after a few weeks they started to spoil the taste of any tobacco. Today most people choose washable hoses, and for good reason.

## Why a washable silicone hose

A washable hose is a flexible silicone tube with a handle and a connector, usually made of metal, wood or acrylic. Silicone does not absorb smells, and it can be rinsed with water after every session.

- Food-grade silicone does not hold on to the aroma of the previous tobacco, so flavours stay clean.
- Water and a brush reach the whole length of the tube.
- It dries quickly if you hang it with the ends pointing down.
- A good hose keeps its shape and does not kink, so the draw stays smooth.
- It lasts for years, and the handle and the tube can often be replaced separately.

When choosing one, look at the inner diameter (wider means an easier draw), the length (about 1.5 metres is comfortable at most tables) and a snug fit in the hose port, with a rubber seal so that no air leaks in.

## How to clean a hose

Rinse the hose with warm water right after the session, while the residue is still soft. Once a week, or after a strongly flavoured tobacco, clean it more thoroughly:

- Take the handle off the tube if the design allows it.
- Push a long, soft brush through the tube, then flush it with warm water.
- For stubborn smells use a little unscented washing-up liquid or a dedicated hookah cleaner, and rinse very well afterwards.
- Hang the hose vertically and put it away only when it is completely dry.

Avoid boiling water, bleach and abrasive powders: they can damage the silicone and the metal parts.

## Personal mouth tips when sharing

A hookah is often shared, and a hose passed from hand to hand is a real hygiene risk: cold sores, colds and other infections spread easily through saliva. The simple answer is a personal mouth tip. Each person puts their own tip on the end of the hose and takes it off before passing the hose on.

- Disposable plastic tips are cheap, sold in packs and individually wrapped, which makes them ideal for guests.
- Reusable tips made of metal, glass or wood can be washed and carried in a small case.
- Before buying a pack, check that the tip fits the diameter of your hose's mouthpiece.

Never pass a hose around without tips, and do not share one at all if you or a guest feels unwell. If you often have guests, keep a pack of disposable tips next to the hookah.

## A note on health

Clean accessories make the taste better, but they do not make smoking safe: tobacco smoke from a hookah harms your health, including your lungs and heart. Our shop sells to adults only. In our stores you can compare hoses and mouth tips in person and pick the ones that fit your hookah.`,
      },
      uk: {
        title: "Шланги для кальяну, мундштуки й гігієна",
        excerpt: "Чому миючі силіконові шланги стали стандартом, як їх чистити і навіщо персональні мундштуки, коли кальян курять разом.",
        body: `Шланг — це частина кальяну, яка безпосередньо торкається вас, і водночас частина, про яку найлегше забути. Старі шкіряні й тканинні шланги накопичували всередині вологу, запах і наліт, і вже за кілька тижнів псували смак будь-якого тютюну. Сьогодні більшість обирає миючі шланги, і на це є вагомі причини.

## Чому саме миючий силіконовий шланг

Миючий шланг — це гнучка силіконова трубка з ручкою та конектором, зазвичай із металу, дерева чи акрилу. Силікон не вбирає запахів, і його можна промивати водою після кожної сесії.

- Харчовий силікон не зберігає аромат попереднього тютюну, тож смаки залишаються чистими.
- Вода й щітка дістають по всій довжині трубки.
- Він швидко висихає, якщо повісити його кінцями донизу.
- Якісний шланг тримає форму й не перегинається, тож тяга залишається м'якою.
- Він служить роками, а ручку й трубку часто можна замінити окремо.

Обираючи шланг, зверніть увагу на внутрішній діаметр (ширший — легша тяга), довжину (близько 1,5 метра зручно для більшості столів) і щільну посадку в порт шланга з гумовим ущільнювачем, щоб не підсмоктувалося повітря.

## Як чистити шланг

Промийте шланг теплою водою одразу після сесії, поки наліт ще м'який. Раз на тиждень або після тютюну з насиченим ароматом почистьте його ретельніше:

- Зніміть ручку з трубки, якщо конструкція це дозволяє.
- Протягніть крізь трубку довгу м'яку щітку, а потім промийте її теплою водою.
- Від стійкого запаху допоможе трохи засобу для посуду без ароматизаторів або спеціальний засіб для кальянів; після нього ретельно сполосніть шланг.
- Повісьте шланг вертикально й прибирайте його, лише коли він повністю висохне.

Уникайте окропу, відбілювачів і абразивних порошків: вони можуть пошкодити силікон і металеві деталі.

## Персональні мундштуки, коли курите разом

Кальян часто курять компанією, а шланг, який переходить з рук у руки, — реальний гігієнічний ризик: герпес, застуда та інші інфекції легко передаються через слину. Просте рішення — персональний мундштук. Кожен надягає свій мундштук на кінець шланга і знімає його, перш ніж передати шланг далі.

- Одноразові пластикові мундштуки недорогі, продаються упаковками й запаковані поштучно — ідеально для гостей.
- Багаторазові мундштуки з металу, скла чи дерева можна мити й носити в маленькому футлярі.
- Перш ніж купувати упаковку, перевірте, чи мундштук підходить до діаметра наконечника вашої ручки.

Ніколи не передавайте шланг без мундштуків і взагалі не куріть з одного шланга, якщо ви чи хтось із гостей почувається погано. Якщо у вас часто бувають гості, тримайте упаковку одноразових мундштуків біля кальяну.

## Кілька слів про здоров'я

Чисті аксесуари роблять смак кращим, але не роблять куріння безпечним: тютюновий дим кальяну шкодить здоров'ю, зокрема легеням і серцю. Наш магазин продає товари лише повнолітнім. У наших магазинах ви можете порівняти шланги й мундштуки наживо та підібрати ті, що пасують до вашого кальяну.`,
      },
      pl: {
        title: "Węże do fajki wodnej, ustniki i higiena",
        excerpt:
          "Dlaczego zmywalne węże silikonowe stały się standardem, jak je czyścić i po co osobne ustniki, gdy fajka wodna krąży w towarzystwie.",
        body: `Wąż to ta część fajki wodnej, która ma z Tobą bezpośredni kontakt, i zarazem ta, o której najłatwiej zapomnieć. Dawne węże skórzane i materiałowe zatrzymywały w środku wilgoć, zapach i osad, a po kilku tygodniach psuły smak każdego tytoniu. Dziś większość osób wybiera węże zmywalne – i nie bez powodu.

## Dlaczego zmywalny wąż silikonowy

Wąż zmywalny to elastyczna rurka z silikonu z rączką i złączką, zwykle z metalu, drewna lub akrylu. Silikon nie chłonie zapachów i można go płukać wodą po każdej sesji.

- Silikon spożywczy nie zatrzymuje aromatu poprzedniego tytoniu, więc smaki pozostają czyste.
- Woda i szczoteczka docierają na całą długość rurki.
- Szybko schnie, jeśli powiesisz go końcami w dół.
- Dobry wąż trzyma kształt i się nie załamuje, więc ciąg pozostaje płynny.
- Służy latami, a rączkę i rurkę często można wymienić osobno.

Przy wyborze zwróć uwagę na średnicę wewnętrzną (szersza oznacza lżejszy ciąg), długość (około 1,5 metra jest wygodne przy większości stołów) oraz szczelne osadzenie w porcie węża z gumową uszczelką, aby nie zasysać powietrza.

## Jak czyścić wąż

Przepłucz wąż ciepłą wodą zaraz po sesji, póki osad jest jeszcze miękki. Raz w tygodniu albo po tytoniu o intensywnym aromacie wyczyść go dokładniej:

- Zdejmij rączkę z rurki, jeśli konstrukcja na to pozwala.
- Przeciągnij przez rurkę długą, miękką szczoteczkę, a potem przepłucz ją ciepłą wodą.
- Na uporczywy zapach użyj odrobiny bezzapachowego płynu do naczyń lub specjalnego środka do fajek wodnych, a potem bardzo dokładnie wypłucz wąż.
- Powieś wąż pionowo i odłóż go dopiero wtedy, gdy całkowicie wyschnie.

Unikaj wrzątku, wybielaczy i proszków ściernych: mogą uszkodzić silikon i metalowe elementy.

## Osobne ustniki, gdy palicie razem

Fajka wodna często krąży w towarzystwie, a wąż przekazywany z rąk do rąk to realne ryzyko dla higieny: opryszczka, przeziębienie i inne infekcje łatwo przenoszą się przez ślinę. Proste rozwiązanie to osobisty ustnik higieniczny. Każdy zakłada własny ustnik na końcówkę węża i zdejmuje go przed podaniem węża dalej.

- Jednorazowe plastikowe ustniki są tanie, sprzedawane w opakowaniach i pakowane pojedynczo – idealne dla gości.
- Ustniki wielorazowe z metalu, szkła lub drewna można myć i nosić w małym etui.
- Przed zakupem opakowania sprawdź, czy ustnik pasuje do średnicy końcówki Twojej rączki.

Nigdy nie podawaj węża bez ustników i w ogóle nie dziel się wężem, jeśli Ty lub ktoś z gości źle się czuje. Jeśli często przyjmujesz gości, trzymaj opakowanie jednorazowych ustników obok fajki.

## Słowo o zdrowiu

Czyste akcesoria poprawiają smak, ale nie sprawiają, że palenie staje się bezpieczne: dym tytoniowy z fajki wodnej szkodzi zdrowiu, w tym płucom i sercu. Nasz sklep sprzedaje wyłącznie osobom pełnoletnim. W naszych sklepach stacjonarnych możesz porównać węże i ustniki na miejscu i dobrać te, które pasują do Twojej fajki.`,
      },
      ru: {
        title: "Шланги для кальяна, мундштуки и гигиена",
        excerpt:
          "Почему моющиеся силиконовые шланги стали стандартом, как их чистить и зачем нужны личные мундштуки, когда кальян курят компанией.",
        body: `Шланг — это часть кальяна, которая непосредственно касается вас, и в то же время та, о которой проще всего забыть. Старые кожаные и тканевые шланги копили внутри влагу, запах и налёт и уже через несколько недель портили вкус любого табака. Сегодня большинство выбирает моющиеся шланги, и на то есть веские причины.

## Почему именно моющийся силиконовый шланг

Моющийся шланг — это гибкая силиконовая трубка с ручкой и коннектором, обычно из металла, дерева или акрила. Силикон не впитывает запахи, и его можно промывать водой после каждой сессии.

- Пищевой силикон не удерживает аромат предыдущего табака, поэтому вкусы остаются чистыми.
- Вода и ёршик достают по всей длине трубки.
- Он быстро сохнет, если повесить его концами вниз.
- Хороший шланг держит форму и не перегибается, поэтому тяга остаётся мягкой.
- Он служит годами, а ручку и трубку часто можно заменить по отдельности.

Выбирая шланг, обратите внимание на внутренний диаметр (чем шире, тем легче тяга), длину (около 1,5 метра удобно для большинства столов) и плотную посадку в порт шланга с резиновым уплотнителем, чтобы не подсасывался воздух.

## Как чистить шланг

Промойте шланг тёплой водой сразу после сессии, пока налёт ещё мягкий. Раз в неделю или после табака с насыщенным ароматом почистите его тщательнее:

- Снимите ручку с трубки, если конструкция это позволяет.
- Протяните через трубку длинный мягкий ёршик, затем промойте её тёплой водой.
- От стойкого запаха поможет немного средства для посуды без отдушки или специальное средство для кальянов; после него тщательно сполосните шланг.
- Повесьте шланг вертикально и убирайте его, только когда он полностью высохнет.

Избегайте кипятка, отбеливателей и абразивных порошков: они могут повредить силикон и металлические детали.

## Личные мундштуки, когда курите компанией

Кальян часто курят компанией, а шланг, который переходит из рук в руки, — реальный гигиенический риск: герпес, простуда и другие инфекции легко передаются через слюну. Простое решение — личный мундштук. Каждый надевает свой мундштук на конец шланга и снимает его, прежде чем передать шланг дальше.

- Одноразовые пластиковые мундштуки недорогие, продаются упаковками и запакованы поштучно — идеально для гостей.
- Многоразовые мундштуки из металла, стекла или дерева можно мыть и носить в небольшом футляре.
- Перед покупкой упаковки проверьте, подходит ли мундштук к диаметру наконечника вашей ручки.

Никогда не передавайте шланг без мундштуков и вообще не курите из одного шланга, если вы или кто-то из гостей плохо себя чувствует. Если у вас часто бывают гости, держите упаковку одноразовых мундштуков рядом с кальяном.

## Пара слов о здоровье

Чистые аксессуары делают вкус лучше, но не делают курение безопасным: табачный дым кальяна вредит здоровью, в том числе лёгким и сердцу. Наш магазин продаёт товары только совершеннолетним. В наших магазинах вы можете сравнить шланги и мундштуки вживую и подобрать подходящие к вашему кальяну.`,
      },
    },
  },
  {
    slug: "hookah-bowls-compared",
    topic: "accessories",
    publishedAt: "2026-04-18T08:45:00.000Z",
    texts: {
      en: {
        title: "Hookah bowls compared: clay, phunnel, silicone and glazed ceramic",
        excerpt:
          "Clay, phunnel, silicone or glazed ceramic? How each bowl handles heat and juice, and which tobacco suits it, from classic molasses shisha to strong dark blends.",
        body: `The bowl holds the tobacco and sits right under the heat, so it shapes the taste more than most people expect. The material decides how quickly the bowl warms up and how well it holds heat, and the shape decides what happens to the juice. Here is a short guide to the four types you will find on our shelves.

## Clay: the classic

An unglazed clay bowl with several holes in the bottom is the traditional choice. Porous clay warms up slowly and evenly, and over time it absorbs a little moisture and flavour.

- Suits: classic, wet shisha with plenty of molasses, especially light blond-leaf tobaccos with fruit flavours.
- Good to know: because clay absorbs aromas, many people keep one bowl for mint and another for fruit. Rinse it with water only, without detergent, and never put hot coals on a wet bowl.

## Phunnel: the juice stays in the bowl

A phunnel bowl has a single hole in the centre, set on a raised spire, and the tobacco is packed in a ring around it. The juice stays in the tobacco instead of dripping into the stem, so the taste lasts longer.

- Suits: very juicy tobaccos and dark, strong blends that need steady heat; a phunnel pairs very well with a heat management device.
- Good to know: do not pack the tobacco above the level of the spire, and leave a few millimetres under the foil or the device so that air can flow.

## Silicone and glazed ceramic: easy care

Silicone bowls are practically unbreakable, light and easy to wash, and many have a phunnel-style centre with a metal insert at the top. A glazed bowl is ceramic covered with a smooth, non-porous glaze: it does not absorb smells, holds heat well and is easy to clean. Glazed phunnels are among the most popular bowls today.

- Silicone suits beginners, travel and outdoor sessions, and anyone who changes flavours often, since it does not keep aromas.
- Silicone spreads heat less evenly than clay or ceramic, so start with less heat; choose only heat-resistant, food-grade silicone.
- Glazed ceramic suits an evening with several flavours, as well as medium and strong tobaccos.
- Glazed ceramic needs a few minutes to warm up and holds heat for a long time, so let it cool down before washing to avoid cracks.

## How to choose

Think about the tobacco you smoke most often. For wet, classic blends, a clay bowl with holes is simple and forgiving. For juicy or strong tobaccos and long sessions, choose a phunnel, either clay or glazed. For easy care and travel, silicone is hard to beat. Whatever you choose, check that the bowl sits snugly on the stem of your hookah, with a rubber grommet if needed. Our staff will gladly help you match a bowl to your hookah. Please remember that smoking tobacco, including in a hookah, harms your health; our products are sold to adults only.`,
      },
      uk: {
        title: "Чаші для кальяну: глина, фанел, силікон і глазурована кераміка",
        excerpt:
          "Глина, фанел, силікон чи глазурована кераміка? Як кожна чаша тримає жар і сік та який тютюн їй пасує — від класичної шиші з мелясою до міцних темних тютюнів.",
        body: `Чаша тримає тютюн і стоїть просто під жаром, тому впливає на смак більше, ніж зазвичай думають. Матеріал визначає, як швидко чаша прогрівається й наскільки добре тримає тепло, а форма — що відбувається із соком тютюну. Ось короткий путівник по чотирьох типах чаш, які ви знайдете на наших полицях.

## Глина: класика

Неглазурована глиняна чаша з кількома отворами в дні — традиційний вибір. Пориста глина прогрівається повільно й рівномірно, а з часом вбирає трохи вологи та аромату.

- Пасує: класичному вологому тютюну з великою кількістю меляси, особливо світлим тютюнам із фруктовими смаками.
- Варто знати: оскільки глина вбирає аромати, багато хто тримає одну чашу для м'яти, а іншу — для фруктів. Мийте її лише водою, без мийних засобів, і ніколи не кладіть гаряче вугілля на вологу чашу.

## Фанел: сік залишається в чаші

Фанел — це чаша з одним отвором у центрі на підвищенні, своєрідному «стовпчику», навколо якого кільцем укладають тютюн. Сік залишається в тютюні, а не стікає в шахту, тож смак тримається довше.

- Пасує: дуже соковитим тютюнам і темним міцним сумішам, яким потрібен стабільний жар; фанел чудово працює в парі з пристроєм контролю жару.
- Варто знати: не набивайте тютюн вище рівня стовпчика й залишайте кілька міліметрів під фольгою чи пристроєм, щоб проходило повітря.

## Силікон і глазурована кераміка: легкий догляд

Силіконові чаші практично не б'ються, легкі й легко миються; багато з них мають центр, як у фанела, і металеву вставку зверху. Глазурована чаша — це кераміка, вкрита гладкою непористою глазур'ю: вона не вбирає запахів, добре тримає тепло й легко чиститься. Глазуровані фанели сьогодні — одні з найпопулярніших чаш.

- Силікон пасує новачкам, для подорожей і відпочинку на природі, а також тим, хто часто змінює смаки, бо він не зберігає ароматів.
- Силікон розподіляє жар менш рівномірно, ніж глина чи кераміка, тож починайте з меншого жару; обирайте лише термостійкий харчовий силікон.
- Глазурована кераміка пасує, коли за вечір хочеться кількох смаків, а також для тютюнів середньої міцності й міцних.
- Глазурованій кераміці потрібно кілька хвилин на прогрів, і вона довго тримає тепло, тож перед миттям дайте їй охолонути, щоб не з'явилися тріщини.

## Як обрати

Подумайте, який тютюн ви курите найчастіше. Для вологих класичних сумішей підійде проста й невибаглива глиняна чаша з отворами. Для соковитих чи міцних тютюнів і довгих сесій обирайте фанел — глиняний або глазурований. Для легкого догляду й подорожей силікон важко перевершити. Хоч би що ви обрали, перевірте, чи чаша щільно сідає на шахту вашого кальяну, за потреби — з гумовим ущільнювачем. Наші консультанти охоче допоможуть підібрати чашу до вашого кальяну. Пам'ятайте, що куріння тютюну, зокрема через кальян, шкодить здоров'ю; наші товари продаються лише повнолітнім.`,
      },
      pl: {
        title: "Główki do fajki wodnej: glina, phunnel, silikon i glazurowana ceramika",
        excerpt:
          "Glina, phunnel, silikon czy glazurowana ceramika? Jak każda główka trzyma ciepło i soki oraz jaki tytoń do niej pasuje – od klasycznej shishy z melasą po mocne, ciemne tytonie.",
        body: `Główka trzyma tytoń i znajduje się tuż pod żarem, dlatego wpływa na smak bardziej, niż się zwykle wydaje. Materiał decyduje o tym, jak szybko główka się nagrzewa i jak dobrze trzyma ciepło, a kształt – o tym, co dzieje się z sokami tytoniu. Oto krótki przewodnik po czterech rodzajach główek, które znajdziesz na naszych półkach.

## Glina: klasyka

Nieglazurowana gliniana główka z kilkoma otworami w dnie to tradycyjny wybór. Porowata glina nagrzewa się powoli i równomiernie, a z czasem wchłania trochę wilgoci i aromatu.

- Pasuje do: klasycznego, wilgotnego tytoniu z dużą ilością melasy, zwłaszcza jasnych tytoni o owocowych smakach.
- Warto wiedzieć: ponieważ glina chłonie aromaty, wiele osób trzyma jedną główkę do mięty, a drugą do owoców. Myj ją tylko wodą, bez detergentu, i nigdy nie kładź rozżarzonych węgli na wilgotną główkę.

## Phunnel: soki zostają w główce

Phunnel to główka z jednym otworem pośrodku, umieszczonym na wzniesieniu w formie kominka, wokół którego układa się tytoń pierścieniem. Soki zostają w tytoniu, zamiast spływać do trzonu, więc smak utrzymuje się dłużej.

- Pasuje do: bardzo soczystych tytoni oraz ciemnych, mocnych mieszanek, które potrzebują stabilnego ciepła; phunnel świetnie współpracuje z regulatorem żaru.
- Warto wiedzieć: nie nakładaj tytoniu powyżej poziomu kominka i zostaw kilka milimetrów wolnego miejsca pod folią lub regulatorem, żeby powietrze mogło swobodnie przepływać.

## Silikon i glazurowana ceramika: łatwa pielęgnacja

Główki silikonowe są praktycznie niezniszczalne, lekkie i łatwe do mycia; wiele z nich ma środek w stylu phunnel i metalową wkładkę u góry. Główka glazurowana to ceramika pokryta gładkim, nieporowatym szkliwem: nie chłonie zapachów, dobrze trzyma ciepło i łatwo się ją czyści. Glazurowane phunnele należą dziś do najpopularniejszych główek.

- Silikon sprawdzi się u początkujących, w podróży i na świeżym powietrzu, a także u osób, które często zmieniają smaki, bo nie zatrzymuje aromatów.
- Silikon rozprowadza ciepło mniej równomiernie niż glina czy ceramika, więc zaczynaj od mniejszego żaru; wybieraj tylko żaroodporny silikon spożywczy.
- Glazurowana ceramika pasuje, gdy chcesz spróbować kilku smaków jednego wieczoru, a także do tytoni średnich i mocnych.
- Glazurowana ceramika potrzebuje kilku minut na rozgrzanie i długo trzyma ciepło, dlatego przed myciem pozwól jej ostygnąć, aby nie popękała.

## Jak wybrać

Zastanów się, jaki tytoń palisz najczęściej. Do wilgotnych, klasycznych mieszanek wystarczy prosta i wyrozumiała gliniana główka z otworami. Do soczystych lub mocnych tytoni i długich sesji wybierz phunnel – gliniany albo glazurowany. Jeśli liczy się łatwa pielęgnacja i podróże, trudno pobić silikon. Cokolwiek wybierzesz, sprawdź, czy główka szczelnie siedzi na trzonie Twojej fajki, w razie potrzeby z gumową uszczelką. Nasza obsługa chętnie pomoże dobrać główkę do Twojej fajki wodnej. Pamiętaj, że palenie tytoniu, również w fajce wodnej, szkodzi zdrowiu; nasze produkty sprzedajemy wyłącznie osobom pełnoletnim.`,
      },
      ru: {
        title: "Чаши для кальяна: глина, фанел, силикон и глазурованная керамика",
        excerpt:
          "Глина, фанел, силикон или глазурованная керамика? Как каждая чаша держит жар и сок и какой табак ей подходит — от классической шиши с мелассой до крепких тёмных табаков.",
        body: `Чаша держит табак и стоит прямо под жаром, поэтому влияет на вкус сильнее, чем обычно думают. Материал определяет, как быстро чаша прогревается и насколько хорошо держит тепло, а форма — что происходит с соком табака. Вот короткий путеводитель по четырём типам чаш, которые вы найдёте на наших полках.

## Глина: классика

Неглазурованная глиняная чаша с несколькими отверстиями в дне — традиционный выбор. Пористая глина прогревается медленно и равномерно, а со временем впитывает немного влаги и аромата.

- Подходит: классическому влажному табаку с большим количеством мелассы, особенно светлым табакам с фруктовыми вкусами.
- Полезно знать: поскольку глина впитывает ароматы, многие держат одну чашу для мяты, а другую — для фруктов. Мойте её только водой, без моющих средств, и никогда не кладите горячие угли на влажную чашу.

## Фанел: сок остаётся в чаше

Фанел — это чаша с одним отверстием в центре на возвышении, своеобразном «столбике», вокруг которого кольцом укладывают табак. Сок остаётся в табаке, а не стекает в шахту, поэтому вкус держится дольше.

- Подходит: очень сочным табакам и тёмным крепким смесям, которым нужен стабильный жар; фанел отлично работает в паре с устройством контроля жара.
- Полезно знать: не набивайте табак выше уровня столбика и оставляйте несколько миллиметров под фольгой или устройством, чтобы проходил воздух.

## Силикон и глазурованная керамика: простой уход

Силиконовые чаши практически не бьются, лёгкие и легко моются; у многих из них центр, как у фанела, и металлическая вставка сверху. Глазурованная чаша — это керамика, покрытая гладкой непористой глазурью: она не впитывает запахи, хорошо держит тепло и легко чистится. Глазурованные фанелы сегодня — одни из самых популярных чаш.

- Силикон подходит новичкам, для поездок и отдыха на природе, а также тем, кто часто меняет вкусы, ведь он не сохраняет ароматы.
- Силикон распределяет жар менее равномерно, чем глина или керамика, поэтому начинайте с меньшего жара; выбирайте только термостойкий пищевой силикон.
- Глазурованная керамика подходит, когда за вечер хочется нескольких вкусов, а также для табаков средней крепости и крепких.
- Глазурованной керамике нужно несколько минут на прогрев, и она долго держит тепло, поэтому перед мытьём дайте ей остыть, чтобы не появились трещины.

## Как выбрать

Подумайте, какой табак вы курите чаще всего. Для влажных классических смесей подойдёт простая и неприхотливая глиняная чаша с отверстиями. Для сочных или крепких табаков и долгих сессий выбирайте фанел — глиняный или глазурованный. Для простого ухода и поездок силикон трудно превзойти. Что бы вы ни выбрали, проверьте, плотно ли чаша садится на шахту вашего кальяна, при необходимости — с резиновым уплотнителем. Наши консультанты с удовольствием помогут подобрать чашу к вашему кальяну. Помните, что курение табака, в том числе через кальян, вредит здоровью; наши товары продаются только совершеннолетним.`,
      },
    },
  },
  {
    slug: "rolling-papers-filters-and-tips",
    topic: "accessories",
    publishedAt: "2026-06-03T11:15:00.000Z",
    texts: {
      en: {
        title: "Rolling papers, filters and tips: a guide for hand-rolled tobacco",
        excerpt:
          "Paper sizes and materials, filters versus tips, and how to keep rolling tobacco fresh: a practical guide for adults who roll their own.",
        body: `Rolling your own cigarettes means choosing every part yourself: the tobacco, the paper and what goes at the mouth end. Each choice changes how the cigarette burns and tastes. Here is an overview of what you will find on our shelves. And, as always, a reminder: smoking, including hand-rolled tobacco, seriously harms your health, and our products are sold to adults only.

## Paper sizes and materials

Rolling papers come in a few standard sizes. Single wide (about 70 mm long) is the classic size for a thin everyday cigarette. 1¼ (about 78 mm) is a little longer and wider and forgives less precise rolling. King size (about 110 mm) is used for long rolls and is usually sold in a narrower slim version.

The material affects the burn and the taste:

- Wood pulp papers are the most common: white, easy to handle, and they burn at an average pace.
- Rice papers are very thin and light, burn slowly and add almost no taste of their own.
- Hemp papers are slightly thicker and textured, which makes them easy for beginners to grip, and they burn evenly.
- Unbleached papers are brown because they skip chlorine whitening; many people pick them for a more natural look and a neutral taste.

The thinner the paper, the less smoke comes from the paper itself and the cleaner the tobacco tastes, but thin paper is harder to roll. If you are just starting, a medium-weight hemp or unbleached paper is the easiest to work with.

## Filters and tips

At the mouth end you can use a filter or a card tip, and they are not the same thing.

- Filters are small cylinders of cellulose acetate or a cotton-like material that catch part of the tar and particles. They come as slim (about 6 mm) or extra slim (about 5.5 mm); choose the diameter that matches your paper.
- Activated carbon filters add a layer of charcoal granules and give a slightly softer draw.
- Tips, sometimes called crutches, are strips of thin card that you roll into a small tube. They do not filter anything, but they keep the end firm, stop tobacco from getting into your mouth and give an open draw.

Neither a filter nor a tip makes smoking safe: a filter only catches part of the particles.

## Keeping rolling tobacco fresh

Fine-cut rolling tobacco dries out quickly, and dry tobacco burns hot, crackles and tastes harsh. To keep it fresh:

- Close the pouch tightly after each use, squeezing out the air.
- For longer storage, use an airtight tin or a tobacco pouch with a proper seal.
- Keep it at room temperature, away from radiators, direct sunlight and the car dashboard.
- If the tobacco has already dried a little, a terracotta humidifying stone soaked in water helps; avoid the old trick with fruit peel, which can cause mould.

A well-closed pouch of rolling tobacco keeps its moisture for several weeks. In our stores you can see the different papers, filters and tips side by side and ask the staff for advice.`,
      },
      uk: {
        title: "Папір, фільтри й тіпси для самокруток: короткий посібник",
        excerpt:
          "Розміри й матеріали паперу, фільтри чи картонні тіпси та як зберегти тютюн для самокруток свіжим: практичний посібник для дорослих, які крутять самі.",
        body: `Крутити сигарети самому означає самостійно обирати кожну складову: тютюн, папір і те, що буде з боку рота. Кожен вибір змінює те, як сигарета горить і який має смак. Ось огляд того, що ви знайдете на наших полицях. І, як завжди, нагадування: куріння, зокрема самокруток, серйозно шкодить здоров'ю, а наші товари продаються лише повнолітнім.

## Розміри й матеріали паперу

Сигаретний папір випускають кількох стандартних розмірів. Single wide (близько 70 мм завдовжки) — класичний розмір для тонкої повсякденної самокрутки. 1¼ (близько 78 мм) трохи довший і ширший, він пробачає менш акуратне скручування. King size (близько 110 мм) використовують для довгих самокруток, і зазвичай його продають у вужчій версії slim.

Матеріал впливає на горіння й смак:

- Папір із деревної целюлози найпоширеніший: білий, зручний у роботі, горить із середньою швидкістю.
- Рисовий папір дуже тонкий і легкий, горить повільно й майже не додає власного смаку.
- Конопляний папір трохи щільніший і фактурний, новачкам його зручно тримати, і горить він рівно.
- Небілений папір коричневий, бо його не відбілюють хлором; багато хто обирає його за природніший вигляд і нейтральний смак.

Що тонший папір, то менше диму від самого паперу й чистіший смак тютюну, але крутити його складніше. Якщо ви тільки починаєте, найпростіше працювати з конопляним або небіленим папером середньої щільності.

## Фільтри та тіпси

З боку рота можна використати фільтр або картонний мундштук — тіпс, і це не одне й те саме.

- Фільтри — це невеликі циліндри з ацетату целюлози або схожого на вату матеріалу, які затримують частину смол і часточок. Вони бувають slim (близько 6 мм) і extra slim (близько 5,5 мм); обирайте діаметр, що пасує до вашого паперу.
- Фільтри з активованим вугіллям мають додатковий шар вугільних гранул і дають трохи м'якшу тягу.
- Тіпси — смужки тонкого картону, які скручують у маленьку трубочку. Вони нічого не фільтрують, але роблять кінчик твердим, не дають тютюну потрапляти в рот і забезпечують вільну тягу.

Ані фільтр, ані тіпс не роблять куріння безпечним: фільтр затримує лише частину часточок.

## Як зберегти тютюн для самокруток свіжим

Дрібно нарізаний тютюн для самокруток швидко пересихає, а сухий тютюн горить гаряче, потріскує й має різкий смак. Щоб зберегти його свіжим:

- Після кожного використання щільно закривайте кисет, витискаючи з нього повітря.
- Для довшого зберігання використовуйте герметичну бляшанку або кисет із надійною застібкою.
- Тримайте тютюн за кімнатної температури, подалі від батарей, прямого сонця й панелі автомобіля.
- Якщо тютюн уже трохи підсох, допоможе теракотовий зволожувальний камінь, змочений водою; уникайте старого прийому зі шкіркою фруктів — від неї може з'явитися пліснява.

Добре закритий кисет тютюну для самокруток зберігає вологість кілька тижнів. У наших магазинах ви можете порівняти різні види паперу, фільтрів і тіпсів і порадитися з консультантами.`,
      },
      pl: {
        title: "Bibułki, filtry i tipsy do skrętów: krótki poradnik",
        excerpt:
          "Rozmiary i materiały bibułek, filtry czy kartonowe tipsy oraz jak zachować świeżość tytoniu do skręcania: praktyczny poradnik dla dorosłych, którzy skręcają sami.",
        body: `Samodzielne skręcanie papierosów oznacza, że sam wybierasz każdy element: tytoń, bibułkę i to, co znajdzie się przy ustach. Każdy wybór zmienia to, jak papieros się pali i jak smakuje. Oto przegląd tego, co znajdziesz na naszych półkach. I jak zawsze przypominamy: palenie, również skrętów, poważnie szkodzi zdrowiu, a nasze produkty sprzedajemy wyłącznie osobom pełnoletnim.

## Rozmiary i materiały bibułek

Bibułki występują w kilku standardowych rozmiarach. Single wide (około 70 mm długości) to klasyczny rozmiar do cienkiego, codziennego skręta. 1¼ (około 78 mm) jest nieco dłuższy i szerszy, a przy tym wybacza mniej staranne skręcanie. King size (około 110 mm) służy do długich skrętów i zwykle jest sprzedawany w węższej wersji slim.

Materiał wpływa na spalanie i smak:

- Bibułki z pulpy drzewnej są najpopularniejsze: białe, łatwe w obsłudze i palą się w umiarkowanym tempie.
- Bibułki ryżowe są bardzo cienkie i lekkie, palą się powoli i prawie nie mają własnego smaku.
- Bibułki konopne są nieco grubsze i mają wyczuwalną fakturę, dzięki czemu początkującym łatwiej je trzymać; palą się równo.
- Bibułki niebielone są brązowe, bo pomija się przy nich wybielanie chlorem; wiele osób wybiera je ze względu na bardziej naturalny wygląd i neutralny smak.

Im cieńsza bibułka, tym mniej dymu z samego papieru i czystszy smak tytoniu, ale tym trudniej ją skręcić. Na początek najłatwiej pracuje się z konopną lub niebieloną bibułką średniej grubości.

## Filtry i tipsy

Przy ustach możesz użyć filtra albo kartonowego tipsa – i to nie jest to samo.

- Filtry to małe walce z octanu celulozy lub materiału przypominającego watę, które zatrzymują część substancji smolistych i cząstek. Występują w wersji slim (około 6 mm) i extra slim (około 5,5 mm); wybierz średnicę dopasowaną do bibułki.
- Filtry z węglem aktywnym mają dodatkową warstwę granulek węgla i dają nieco łagodniejszy ciąg.
- Tipsy to paski cienkiego kartonu, które zwija się w małą rurkę. Niczego nie filtrują, ale usztywniają końcówkę, nie pozwalają, by tytoń dostawał się do ust, i zapewniają swobodny ciąg.

Ani filtr, ani tips nie sprawiają, że palenie jest bezpieczne – filtr zatrzymuje tylko część cząstek.

## Jak zachować świeżość tytoniu

Drobno cięty tytoń do skręcania szybko wysycha, a suchy tytoń pali się gorąco, trzeszczy i ma ostry smak. Aby zachował świeżość:

- Po każdym użyciu szczelnie zamykaj saszetkę, wyciskając z niej powietrze.
- Do dłuższego przechowywania używaj hermetycznej puszki albo kapciucha z porządnym zamknięciem.
- Trzymaj tytoń w temperaturze pokojowej, z dala od kaloryferów, bezpośredniego słońca i deski rozdzielczej samochodu.
- Jeśli tytoń już trochę przeschnął, pomoże terakotowy kamień nawilżający namoczony w wodzie; unikaj starego sposobu ze skórką owoców, bo może wywołać pleśń.

Dobrze zamknięta saszetka tytoniu do skręcania utrzymuje wilgotność przez kilka tygodni. W naszych sklepach możesz porównać różne bibułki, filtry i tipsy oraz poprosić obsługę o radę.`,
      },
      ru: {
        title: "Бумага, фильтры и типсы для самокруток: краткое руководство",
        excerpt:
          "Размеры и материалы бумаги, фильтры или картонные типсы и как сохранить табак для самокруток свежим: практичное руководство для взрослых, которые крутят сами.",
        body: `Крутить сигареты самому значит самостоятельно выбирать каждую составляющую: табак, бумагу и то, что будет со стороны рта. Каждый выбор меняет то, как сигарета горит и какой у неё вкус. Вот обзор того, что вы найдёте на наших полках. И, как всегда, напоминание: курение, в том числе самокруток, серьёзно вредит здоровью, а наши товары продаются только совершеннолетним.

## Размеры и материалы бумаги

Сигаретная бумага выпускается нескольких стандартных размеров. Single wide (около 70 мм в длину) — классический размер для тонкой повседневной самокрутки. 1¼ (около 78 мм) чуть длиннее и шире и прощает менее аккуратную скрутку. King size (около 110 мм) используют для длинных самокруток, и обычно он продаётся в более узкой версии slim.

Материал влияет на горение и вкус:

- Бумага из древесной целлюлозы — самая распространённая: белая, удобная в работе, горит со средней скоростью.
- Рисовая бумага очень тонкая и лёгкая, горит медленно и почти не добавляет собственного вкуса.
- Конопляная бумага чуть плотнее и фактурнее, новичкам её удобно держать, и горит она ровно.
- Небелёная бумага коричневая, потому что её не отбеливают хлором; многие выбирают её за более натуральный вид и нейтральный вкус.

Чем тоньше бумага, тем меньше дыма от самой бумаги и чище вкус табака, но крутить её сложнее. Если вы только начинаете, проще всего работать с конопляной или небелёной бумагой средней плотности.

## Фильтры и типсы

Со стороны рта можно использовать фильтр или картонный мундштук — типс, и это не одно и то же.

- Фильтры — небольшие цилиндры из ацетата целлюлозы или похожего на вату материала, которые задерживают часть смол и частиц. Они бывают slim (около 6 мм) и extra slim (около 5,5 мм); выбирайте диаметр, подходящий к вашей бумаге.
- Фильтры с активированным углём содержат дополнительный слой угольных гранул и дают чуть более мягкую тягу.
- Типсы — полоски тонкого картона, которые скручивают в маленькую трубочку. Они ничего не фильтруют, но делают кончик твёрдым, не дают табаку попадать в рот и обеспечивают свободную тягу.

Ни фильтр, ни типс не делают курение безопасным: фильтр задерживает лишь часть частиц.

## Как сохранить табак свежим

Мелко нарезанный табак для самокруток быстро пересыхает, а сухой табак горит горячо, потрескивает и даёт резкий вкус. Чтобы сохранить его свежим:

- После каждого использования плотно закрывайте кисет, выдавливая из него воздух.
- Для более долгого хранения используйте герметичную жестяную банку или кисет с надёжной застёжкой.
- Держите табак при комнатной температуре, подальше от батарей, прямого солнца и приборной панели автомобиля.
- Если табак уже немного подсох, поможет терракотовый увлажняющий камень, смоченный водой; избегайте старого способа с фруктовой кожурой — от неё может появиться плесень.

Хорошо закрытый кисет табака для самокруток сохраняет влажность несколько недель. В наших магазинах вы можете сравнить разные виды бумаги, фильтров и типсов и посоветоваться с сотрудниками.`,
      },
    },
  },
  {
    slug: "how-to-store-shisha-tobacco",
    topic: "hookah-care",
    publishedAt: "2026-08-26T09:30:00.000Z",
    texts: {
      en: {
        title: "How to store shisha tobacco so it stays fresh",
        excerpt:
          "Sealed containers, a cool dark place and a few simple habits keep shisha tobacco juicy. How long an opened pack lasts and how to tell it has gone off.",
        body: `Shisha tobacco is a moist product: cut tobacco leaves mixed with glycerine, molasses or syrup and flavourings. That moisture is what gives thick, flavourful smoke, and it is also what you lose when tobacco is stored badly. Dry shisha burns quickly and tastes harsh, while tobacco kept in warmth and light loses its aroma. A few simple rules keep it in good shape.

## Sealed containers

Air is the main enemy of opened tobacco: the glycerine and flavourings evaporate, and the leaf dries out. Once a pack is opened, move the tobacco to an airtight container or close the original packaging tightly.

- A glass jar with a rubber seal is ideal: glass does not take on smells, and you can see how much is left.
- A food-grade plastic container with a clip lid also works well; keep it just for tobacco, as plastic can hold on to aromas.
- Resealable zip bags are fine for short periods; squeeze out the air before closing them.
- Keep strong flavours such as mint or anise in separate containers so that they do not mix with delicate fruit blends.
- Choose a container that matches the amount: the less air above the tobacco, the better.

## Away from heat and light

Heat speeds up evaporation and can make the syrup ferment, and sunlight breaks down the flavourings. The best place is a closed cupboard at room temperature, around 15 to 22 degrees, away from radiators, ovens and windowsills. The fridge is not necessary: the cold thickens the glycerine, and condensation can form on the jar when you take it out. Never freeze shisha tobacco. And always store tobacco out of the reach of children and pets.

## How long an opened pack lasts

An unopened pack in its factory packaging keeps for a long time; check the date printed on it. Once it is opened, the clock starts ticking:

- In the original pack, only loosely closed: about two to four weeks before the taste fades noticeably.
- In a well-sealed glass jar in a cool, dark place: usually two to three months, sometimes longer.
- Strong, dark tobaccos tend to keep longer than light, very juicy ones.

Before each session, stir the tobacco in its container so that the juice that has settled at the bottom is spread evenly again. Signs that tobacco has gone off are a sour or musty smell, white or green fluffy spots, or leaves that have become completely dry and crumbly. Mouldy tobacco must be thrown away; do not try to save it. Slightly dried tobacco can be refreshed with a few drops of glycerine, but the flavour will not be the same as fresh.

Storing tobacco well improves the taste, but it does not make smoking any less harmful: tobacco harms your health. Our products are for adults only.`,
      },
      uk: {
        title: "Як зберігати тютюн для кальяну, щоб він залишався свіжим",
        excerpt:
          "Герметична тара, прохолодне темне місце й кілька простих звичок збережуть тютюн для кальяну соковитим. Скільки живе відкрита пачка і як зрозуміти, що тютюн зіпсувався.",
        body: `Тютюн для кальяну — вологий продукт: нарізане тютюнове листя, змішане з гліцерином, мелясою або сиропом і ароматизаторами. Саме ця вологість дає густий, насичений дим, і саме її ви втрачаєте, якщо тютюн зберігається неправильно. Сухий тютюн швидко прогорає й має різкий смак, а тютюн, що лежав у теплі та на світлі, втрачає аромат. Кілька простих правил допоможуть зберегти його в доброму стані.

## Герметична тара

Головний ворог відкритого тютюну — повітря: гліцерин і ароматизатори випаровуються, а листя пересихає. Відкривши пачку, перекладіть тютюн у герметичну ємність або щільно закрийте оригінальну упаковку.

- Ідеально підходить скляна банка з гумовим ущільнювачем: скло не вбирає запахів, і видно, скільки тютюну залишилося.
- Добре працює й харчовий пластиковий контейнер із кришкою на защіпках; використовуйте його лише для тютюну, бо пластик може утримувати аромати.
- Пакети із зип-застібкою годяться на короткий час; перед закриттям випустіть із них повітря.
- Яскраві аромати, як-от м'ята чи аніс, зберігайте окремо, щоб вони не змішувалися з делікатними фруктовими сумішами.
- Обирайте ємність відповідно до кількості тютюну: що менше повітря над ним, то краще.

## Подалі від тепла й світла

Тепло пришвидшує випаровування й може спричинити бродіння сиропу, а сонячне світло руйнує ароматизатори. Найкраще місце — закрита шафа за кімнатної температури, приблизно від 15 до 22 градусів, подалі від батарей, духовки й підвіконня. Холодильник не потрібен: від холоду гліцерин густішає, а коли ви дістаєте банку, на ній може утворитися конденсат. Ніколи не заморожуйте тютюн для кальяну. І завжди зберігайте тютюн у недоступному для дітей і тварин місці.

## Скільки зберігається відкрита пачка

Невідкрита пачка в заводській упаковці зберігається довго — перевірте дату, надруковану на ній. Після відкриття починається відлік:

- В оригінальній пачці, закритій абияк: приблизно два–чотири тижні, доки смак помітно не ослабне.
- У добре закритій скляній банці в прохолодному темному місці: зазвичай два–три місяці, іноді довше.
- Міцні темні тютюни, як правило, зберігаються довше, ніж світлі й дуже соковиті.

Перед кожною сесією перемішуйте тютюн в ємності, щоб сік, який осів на дні, знову рівномірно розподілився. Ознаки того, що тютюн зіпсувався, — кислий чи затхлий запах, білі або зелені пухнасті плями чи зовсім сухе листя, що кришиться. Пліснявий тютюн треба викинути, не намагайтеся його врятувати. Трохи підсохлий тютюн можна освіжити кількома краплями гліцерину, але смак уже не буде таким, як у свіжого.

Правильне зберігання покращує смак, але не робить куріння менш шкідливим: тютюн шкодить здоров'ю. Наші товари призначені лише для повнолітніх.`,
      },
      pl: {
        title: "Jak przechowywać tytoń do shishy, żeby zachował świeżość",
        excerpt:
          "Szczelne pojemniki, chłodne i ciemne miejsce oraz kilka prostych nawyków utrzymają tytoń do shishy soczystym. Jak długo wytrzymuje otwarta paczka i po czym poznać, że się zepsuł.",
        body: `Tytoń do fajki wodnej to produkt wilgotny: pocięte liście tytoniu wymieszane z gliceryną, melasą lub syropem oraz aromatami. To właśnie ta wilgoć daje gęsty, aromatyczny dym i to ją tracisz, gdy tytoń jest źle przechowywany. Suchy tytoń szybko się wypala i ma ostry smak, a tytoń trzymany w cieple i na świetle traci aromat. Kilka prostych zasad pozwoli utrzymać go w dobrej formie.

## Szczelne pojemniki

Największym wrogiem otwartego tytoniu jest powietrze: gliceryna i aromaty odparowują, a liście wysychają. Po otwarciu paczki przełóż tytoń do szczelnego pojemnika albo dokładnie zamknij oryginalne opakowanie.

- Idealny jest szklany słoik z gumową uszczelką: szkło nie przejmuje zapachów, a do tego widać, ile tytoniu zostało.
- Dobrze sprawdzi się też pojemnik z tworzywa dopuszczonego do kontaktu z żywnością, z zatrzaskiwaną pokrywką; używaj go tylko do tytoniu, bo plastik może zatrzymywać aromaty.
- Woreczki strunowe nadają się na krótko; przed zamknięciem wyciśnij z nich powietrze.
- Intensywne smaki, takie jak mięta czy anyż, trzymaj osobno, aby nie mieszały się z delikatnymi mieszankami owocowymi.
- Dobieraj pojemnik do ilości tytoniu: im mniej powietrza nad tytoniem, tym lepiej.

## Z dala od ciepła i światła

Ciepło przyspiesza odparowywanie i może powodować fermentację syropu, a światło słoneczne rozkłada aromaty. Najlepszym miejscem jest zamknięta szafka w temperaturze pokojowej, około 15–22 stopni, z dala od kaloryferów, piekarnika i parapetu. Lodówka nie jest potrzebna: w zimnie gliceryna gęstnieje, a po wyjęciu słoika może się na nim skraplać para. Nigdy nie zamrażaj tytoniu do shishy. I zawsze przechowuj tytoń w miejscu niedostępnym dla dzieci i zwierząt.

## Jak długo wytrzymuje otwarta paczka

Nieotwarta paczka w fabrycznym opakowaniu zachowuje świeżość długo – sprawdź datę nadrukowaną na opakowaniu. Po otwarciu zaczyna się odliczanie:

- W oryginalnej paczce, zamkniętej byle jak: około dwóch–czterech tygodni, zanim smak wyraźnie osłabnie.
- W szczelnie zamkniętym szklanym słoiku, w chłodnym i ciemnym miejscu: zwykle dwa–trzy miesiące, czasem dłużej.
- Mocne, ciemne tytonie zwykle zachowują świeżość dłużej niż jasne i bardzo soczyste.

Przed każdą sesją wymieszaj tytoń w pojemniku, żeby soki, które osiadły na dnie, znów równomiernie się rozłożyły. Oznaki, że tytoń się zepsuł, to kwaśny lub stęchły zapach, białe albo zielone puszyste plamki lub całkiem suche, kruszące się liście. Spleśniały tytoń trzeba wyrzucić – nie próbuj go ratować. Lekko przesuszony tytoń można odświeżyć kilkoma kroplami gliceryny, ale smak nie będzie już taki jak świeżego.

Właściwe przechowywanie poprawia smak, ale nie sprawia, że palenie staje się mniej szkodliwe: tytoń szkodzi zdrowiu. Nasze produkty są przeznaczone wyłącznie dla osób pełnoletnich.`,
      },
      ru: {
        title: "Как хранить табак для кальяна, чтобы он оставался свежим",
        excerpt:
          "Герметичная тара, прохладное тёмное место и несколько простых привычек сохранят табак для кальяна сочным. Сколько живёт открытая пачка и как понять, что табак испортился.",
        body: `Табак для кальяна — влажный продукт: нарезанные табачные листья, смешанные с глицерином, мелассой или сиропом и ароматизаторами. Именно эта влажность даёт густой, насыщенный дым, и именно её вы теряете, если табак хранится неправильно. Сухой табак быстро прогорает и даёт резкий вкус, а табак, лежавший в тепле и на свету, теряет аромат. Несколько простых правил помогут сохранить его в хорошем состоянии.

## Герметичная тара

Главный враг открытого табака — воздух: глицерин и ароматизаторы испаряются, а лист пересыхает. Открыв пачку, переложите табак в герметичную ёмкость или плотно закройте оригинальную упаковку.

- Идеально подходит стеклянная банка с резиновым уплотнителем: стекло не впитывает запахи, и видно, сколько табака осталось.
- Хорошо работает и пищевой пластиковый контейнер с крышкой на защёлках; используйте его только для табака, потому что пластик может удерживать ароматы.
- Пакеты с зип-застёжкой подходят на короткое время; перед закрытием выпустите из них воздух.
- Яркие ароматы, например мяту или анис, храните отдельно, чтобы они не смешивались с деликатными фруктовыми смесями.
- Подбирайте ёмкость по количеству табака: чем меньше воздуха над ним, тем лучше.

## Подальше от тепла и света

Тепло ускоряет испарение и может вызвать брожение сиропа, а солнечный свет разрушает ароматизаторы. Лучшее место — закрытый шкаф при комнатной температуре, примерно от 15 до 22 градусов, подальше от батарей, духовки и подоконника. Холодильник не нужен: от холода глицерин густеет, а когда вы достаёте банку, на ней может образоваться конденсат. Никогда не замораживайте табак для кальяна. И всегда храните табак в месте, недоступном для детей и животных.

## Сколько хранится открытая пачка

Невскрытая пачка в заводской упаковке хранится долго — проверьте дату, напечатанную на ней. После вскрытия начинается отсчёт:

- В оригинальной пачке, закрытой кое-как: примерно две–четыре недели, пока вкус заметно не ослабнет.
- В хорошо закрытой стеклянной банке в прохладном тёмном месте: обычно два–три месяца, иногда дольше.
- Крепкие тёмные табаки, как правило, хранятся дольше, чем светлые и очень сочные.

Перед каждой сессией перемешивайте табак в ёмкости, чтобы сок, осевший на дне, снова равномерно распределился. Признаки того, что табак испортился, — кислый или затхлый запах, белые или зелёные пушистые пятна либо совсем сухие, крошащиеся листья. Заплесневевший табак нужно выбросить, не пытайтесь его спасти. Слегка подсохший табак можно освежить несколькими каплями глицерина, но вкус уже не будет таким, как у свежего.

Правильное хранение улучшает вкус, но не делает курение менее вредным: табак вредит здоровью. Наши товары предназначены только для совершеннолетних.`,
      },
    },
  },
  {
    slug: "business-accounts-and-usdt-payments",
    topic: "news",
    publishedAt: "2026-10-14T12:00:00.000Z",
    texts: {
      en: {
        title: "Business accounts for wholesale and franchise partners, and payment in USDT",
        excerpt:
          "Companies can now apply for a wholesale or franchise account right in the customer cabinet. We also accept USDT (TRC20), with 60 minutes to complete the payment.",
        body: `We have two pieces of news: one for companies, and one for everyone who orders from us.

## Business accounts: wholesale and franchise

If you run a shop, a hookah lounge or another business, you can now apply for a business account directly on our website. There are two types of account: wholesale, for companies that buy larger quantities, and franchise, for our franchise partners. The application takes only a few minutes:

- Sign in to your account, or create one if you do not have it yet.
- Open My account, the customer cabinet, and go to the Business account section.
- Fill in your company details: company name, company address, tax number (for Polish companies, the NIP) and postal code.
- Send the application.

While we review it, the section shows the status Under review. We check every application by hand and send you the decision by e-mail. If something is missing or incorrect, the application is rejected with the reason stated, and you can correct the details and send them again from the same place.

## What changes after approval

Once your business account is approved, you will see business prices in the catalogue as soon as you sign in. For a wholesale account these are wholesale prices, which apply from the quantity stated on each product page: when a line in your cart reaches that quantity, the lower price is used automatically. For a franchise account the catalogue shows franchise prices. Everything else stays the same: you order through the usual checkout and follow your orders in the cabinet as before.

We also confirm the approval by e-mail, stating your account type: wholesale or franchise. If you have any questions about the terms, we will be glad to help.

## Paying with USDT (TRC20)

Alongside the usual payment methods, we accept the USDT stablecoin on the TRON network (TRC20). Choose USDT (TRC20) at checkout; after placing the order you will see our wallet address, the exact amount and a QR code, together with a countdown.

- You have 60 minutes from placing the order to send the payment; the pay-by time is shown in Warsaw time.
- Send exactly the amount shown, to the last digit, in one transfer: this is how we recognise your payment, so do not round it.
- Make sure your wallet or exchange does not deduct its fee from that amount.
- Use only the TRON network (TRC20).
- If the 60 minutes run out before the payment arrives, the order is cancelled automatically, and you can simply place it again.

The same details, with the amount, the address and the deadline, also come in the order e-mail. The order page in your cabinet updates by itself while we wait for the transfer, so you can see at once when the payment has arrived.

Business customers can pay with USDT as well. As always, our shop sells tobacco products to adults only (18+), and we remind you that smoking harms your health.`,
      },
      uk: {
        title: "Бізнес-акаунти для оптових і франчайзингових партнерів та оплата в USDT",
        excerpt:
          "Компанії тепер можуть подати заявку на оптовий чи франчайзинговий акаунт просто в особистому кабінеті. А ще ми приймаємо USDT (TRC20) — на оплату є 60 хвилин.",
        body: `У нас дві новини: одна для компаній, а друга — для всіх, хто замовляє в нас.

## Бізнес-акаунти: оптовий і франчайзинговий

Якщо у вас магазин, кальянна чи інший бізнес, тепер ви можете подати заявку на бізнес-акаунт прямо на нашому сайті. Є два типи акаунтів: оптовий — для компаній, які купують більші обсяги, і франчайзинговий — для наших партнерів за франшизою. Заявка займає лише кілька хвилин:

- Увійдіть у свій обліковий запис або створіть його, якщо ще не маєте.
- Відкрийте «Мій кабінет» і перейдіть до розділу «Бізнес-акаунт».
- Заповніть дані компанії: назву компанії, адресу компанії, податковий номер (для польських компаній — NIP) і поштовий індекс.
- Надішліть заявку.

Поки ми її розглядаємо, у розділі відображається статус «На розгляді». Кожну заявку ми перевіряємо вручну й надсилаємо рішення на e-mail. Якщо чогось бракує або дані неправильні, заявку відхиляють із зазначенням причини, і ви можете виправити дані та надіслати їх ще раз там само.

## Що зміниться після схвалення

Щойно ваш бізнес-акаунт схвалять, після входу ви побачите в каталозі бізнес-ціни. Для оптового акаунта це оптові ціни, які діють від кількості, зазначеної на сторінці кожного товару: коли позиція в кошику досягає цієї кількості, нижча ціна застосовується автоматично. Для франчайзингового акаунта каталог показує франчайзингові ціни. Усе інше залишається як було: ви оформлюєте замовлення через звичайний кошик і, як і раніше, стежите за ними в кабінеті.

Про схвалення ми також повідомимо листом, у якому буде вказано тип вашого акаунта: оптовий чи франчайзинговий. Якщо у вас виникнуть запитання щодо умов співпраці, ми залюбки допоможемо.

## Оплата в USDT (TRC20)

Окрім звичних способів оплати, ми приймаємо стейблкоїн USDT у мережі TRON (TRC20). Оберіть USDT (TRC20) під час оформлення замовлення; після цього ви побачите адресу нашого гаманця, точну суму та QR-код, а також зворотний відлік часу.

- На оплату є 60 хвилин з моменту оформлення замовлення; кінцевий час показано за варшавським часом.
- Надішліть рівно вказану суму, до останньої цифри, одним переказом: саме за нею ми розпізнаємо ваш платіж, тож не округлюйте її.
- Переконайтеся, що гаманець чи біржа не віднімуть свою комісію з цієї суми.
- Використовуйте лише мережу TRON (TRC20).
- Якщо 60 хвилин минуть, а платіж не надійде, замовлення автоматично скасується, і ви зможете просто оформити його знову.

Ті самі реквізити — суму, адресу й кінцевий час — ми також надсилаємо в листі із замовленням. Сторінка замовлення в кабінеті оновлюється сама, поки ми чекаємо на переказ, тож ви одразу побачите, що платіж надійшов.

Бізнес-клієнти також можуть платити в USDT. Як завжди, наш магазин продає тютюнові вироби лише повнолітнім (18+), і нагадуємо: куріння шкодить здоров'ю.`,
      },
      pl: {
        title: "Konta firmowe dla partnerów hurtowych i franczyzowych oraz płatność w USDT",
        excerpt:
          "Firmy mogą teraz złożyć wniosek o konto hurtowe lub franczyzowe bezpośrednio w panelu klienta. Przyjmujemy też USDT (TRC20) – na płatność masz 60 minut.",
        body: `Mamy dwie nowości: jedną dla firm, a drugą dla wszystkich, którzy u nas zamawiają.

## Konta firmowe: hurtowe i franczyzowe

Jeśli prowadzisz sklep, lokal z fajkami wodnymi lub inną działalność, możesz teraz złożyć wniosek o konto firmowe bezpośrednio na naszej stronie. Są dwa rodzaje kont: hurtowe – dla firm kupujących większe ilości, oraz franczyzowe – dla naszych partnerów franczyzowych. Wypełnienie wniosku zajmuje tylko kilka minut:

- Zaloguj się na swoje konto albo je załóż, jeśli jeszcze go nie masz.
- Otwórz „Moje konto”, czyli panel klienta, i przejdź do sekcji „Konto firmowe”.
- Podaj dane firmy: nazwę firmy, adres firmy, numer podatkowy (w przypadku polskich firm – NIP) i kod pocztowy.
- Wyślij wniosek.

Dopóki rozpatrujemy wniosek, w sekcji widnieje status „W trakcie rozpatrywania”. Każdy wniosek sprawdzamy ręcznie, a decyzję wysyłamy e-mailem. Jeśli czegoś brakuje lub dane są błędne, wniosek zostaje odrzucony z podaniem przyczyny – możesz wtedy poprawić dane i wysłać je ponownie w tym samym miejscu.

## Co się zmienia po zatwierdzeniu

Gdy Twoje konto firmowe zostanie zatwierdzone, po zalogowaniu zobaczysz w katalogu ceny dla firm. Przy koncie hurtowym są to ceny hurtowe, obowiązujące od ilości podanej na stronie każdego produktu: gdy pozycja w koszyku osiągnie tę ilość, niższa cena zostanie naliczona automatycznie. Przy koncie franczyzowym katalog pokazuje ceny franczyzowe. Poza tym wszystko zostaje po staremu: zamawiasz przez zwykły koszyk i, tak jak dotąd, śledzisz zamówienia w panelu klienta.

O zatwierdzeniu poinformujemy Cię również e-mailem, w którym podamy rodzaj Twojego konta: hurtowe lub franczyzowe. Jeśli masz pytania dotyczące warunków współpracy, chętnie pomożemy.

## Płatność w USDT (TRC20)

Oprócz dotychczasowych metod płatności przyjmujemy stablecoin USDT w sieci TRON (TRC20). Wybierz USDT (TRC20) przy składaniu zamówienia; potem zobaczysz adres naszego portfela, dokładną kwotę i kod QR, a także licznik pozostałego czasu.

- Na płatność masz 60 minut od złożenia zamówienia; termin jest podany według czasu warszawskiego.
- Wyślij dokładnie podaną kwotę, co do ostatniej cyfry, jednym przelewem: właśnie po niej rozpoznajemy Twoją płatność, więc jej nie zaokrąglaj.
- Upewnij się, że portfel lub giełda nie potrąci swojej prowizji z tej kwoty.
- Korzystaj wyłącznie z sieci TRON (TRC20).
- Jeśli 60 minut minie, zanim płatność dotrze, zamówienie zostanie automatycznie anulowane i możesz po prostu złożyć je ponownie.

Te same dane – kwotę, adres i termin płatności – znajdziesz też w e-mailu z zamówieniem. Strona zamówienia w panelu klienta odświeża się sama, dopóki czekamy na przelew, więc od razu zobaczysz, że płatność dotarła.

Z płatności w USDT mogą korzystać także klienci firmowi. Jak zawsze, nasz sklep sprzedaje wyroby tytoniowe wyłącznie osobom pełnoletnim (18+), a my przypominamy, że palenie szkodzi zdrowiu.`,
      },
      ru: {
        title: "Бизнес-аккаунты для оптовых и франчайзинговых партнёров и оплата в USDT",
        excerpt:
          "Компании теперь могут подать заявку на оптовый или франчайзинговый аккаунт прямо в личном кабинете. А ещё мы принимаем USDT (TRC20) — на оплату есть 60 минут.",
        body: `У нас две новости: одна для компаний, а другая — для всех, кто у нас заказывает.

## Бизнес-аккаунты: оптовый и франчайзинговый

Если у вас магазин, кальянная или другой бизнес, теперь вы можете подать заявку на бизнес-аккаунт прямо на нашем сайте. Есть два типа аккаунтов: оптовый — для компаний, которые покупают большие объёмы, и франчайзинговый — для наших партнёров по франшизе. Заявка занимает всего несколько минут:

- Войдите в свой аккаунт или создайте его, если у вас его ещё нет.
- Откройте «Личный кабинет» и перейдите в раздел «Бизнес-аккаунт».
- Укажите данные компании: название компании, адрес компании, налоговый номер (для польских компаний — NIP) и почтовый индекс.
- Отправьте заявку.

Пока мы её рассматриваем, в разделе отображается статус «На рассмотрении». Каждую заявку мы проверяем вручную и отправляем решение по e-mail. Если чего-то не хватает или данные указаны неверно, заявку отклоняют с указанием причины, и вы можете исправить данные и отправить их снова там же.

## Что изменится после одобрения

Как только ваш бизнес-аккаунт одобрят, после входа вы увидите в каталоге бизнес-цены. Для оптового аккаунта это оптовые цены, которые действуют от количества, указанного на странице каждого товара: когда позиция в корзине достигает этого количества, более низкая цена применяется автоматически. Для франчайзингового аккаунта каталог показывает франчайзинговые цены. Всё остальное остаётся прежним: вы оформляете заказы через обычную корзину и, как и раньше, следите за ними в личном кабинете.

Об одобрении мы также сообщим письмом, в котором будет указан тип вашего аккаунта: оптовый или франчайзинговый. Если у вас появятся вопросы об условиях сотрудничества, мы с радостью поможем.

## Оплата в USDT (TRC20)

Помимо привычных способов оплаты, мы принимаем стейблкоин USDT в сети TRON (TRC20). Выберите USDT (TRC20) при оформлении заказа; после этого вы увидите адрес нашего кошелька, точную сумму и QR-код, а также обратный отсчёт времени.

- На оплату есть 60 минут с момента оформления заказа; крайний срок указан по варшавскому времени.
- Отправьте ровно указанную сумму, до последней цифры, одним переводом: именно по ней мы распознаём ваш платёж, поэтому не округляйте её.
- Убедитесь, что кошелёк или биржа не вычтут свою комиссию из этой суммы.
- Используйте только сеть TRON (TRC20).
- Если 60 минут истекут, а платёж не поступит, заказ автоматически отменится, и вы сможете просто оформить его заново.

Те же реквизиты — сумму, адрес и крайний срок — мы также присылаем в письме с заказом. Страница заказа в личном кабинете обновляется сама, пока мы ждём перевод, поэтому вы сразу увидите, что платёж поступил.

Бизнес-клиенты тоже могут платить в USDT. Как всегда, наш магазин продаёт табачные изделия только совершеннолетним (18+), и напоминаем: курение вредит здоровью.`,
      },
    },
  },
];
