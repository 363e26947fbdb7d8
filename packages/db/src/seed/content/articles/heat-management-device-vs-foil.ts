import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
