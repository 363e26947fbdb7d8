import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
