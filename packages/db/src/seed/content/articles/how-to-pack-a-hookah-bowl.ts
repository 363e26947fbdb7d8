import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "how-to-pack-a-hookah-bowl",
  topic: "flavours",
  publishedAt: "2026-06-09T11:00:00Z",
  texts: {
    en: {
      title: "How to pack a hookah bowl: fluffy, dense or overpack",
      excerpt:
        "Three ways to pack a bowl and when to use them: which method suits fine or long-cut tobacco, dark leaf, foil or a heat management device.",
      body: `How you pack the bowl shapes the whole session: how quickly the smoke appears, how intense the flavour is and whether the tobacco burns after twenty minutes. There is no single correct method. The right one depends on the cut and type of tobacco, the bowl and whether you heat it through foil or with a heat management device (HMD). Below are the three most common methods. As always, this is for adult smokers, and tobacco smoke harms your health.

Before packing, prepare the tobacco. Take it out of the pack, let the excess juice drip off for a moment and pull apart any clumps with your fingers or a fork. Long-cut tobacco is easier to pack evenly if you chop it a little with scissors.

## Fluffy

For the fluffy method you sprinkle the tobacco loosely into the bowl, strand by strand, without pressing it down. Leave a gap of two to three millimetres between the tobacco and the rim, so the heat source does not touch it. Air moves freely through the bowl, the smoke is light and the flavour is clear.

- Suits: fine and medium-cut blonde leaf, most fruit and dessert flavours.
- Heat: works with both foil and an HMD; the gap is especially important with an HMD, which sits directly on the rim.
- Typical mistake: a gap that is too large, which makes the session slow to start.

## Dense

In a dense pack the tobacco is pressed lightly but evenly into the bowl, level with the rim or slightly below it. More tobacco fits in and it burns more slowly, so the session is longer and the flavour stronger, but the bowl needs steadier and gentler heat.

- Suits: dark leaf, which is drier and stronger, and very finely cut tobacco in phunnel bowls.
- Heat: best with an HMD, which gives even heat and is easy to adjust; start with fewer coals and add heat gradually.
- Typical mistake: packing too tightly, which makes the draw hard and chokes the bowl.

## Overpack

With an overpack the tobacco is heaped above the rim in a small dome, then foil is stretched tightly over it and pressed down so that the tobacco touches the foil. This quickly gives very thick, flavourful smoke, but it requires care, because the top layer can burn.

- Suits: juicy blonde leaf in a classic bowl with holes in the bottom.
- Heat: foil only. An HMD would rest directly on the tobacco and scorch it.
- Typical mistake: too many coals at the start; begin with less heat and move the coals towards the edge.

## Which method to choose

If you are unsure, start with fluffy: it is the most forgiving and shows the real taste of the tobacco. Move on to dense when you smoke dark leaf or want a longer session, and try an overpack only once you are comfortable controlling the heat with foil.`,
    },
    uk: {
      title: "Як забити чашу для кальяну: внавал, щільно чи оверпак",
      excerpt:
        "Три способи забити чашу і коли їх застосовувати: який метод підходить для дрібної чи довгої нарізки, темного листа, фольги або пристрою контролю жару.",
      body: `Від того, як забита чаша, залежить увесь сеанс: як швидко з'являється дим, наскільки насичений смак і чи не пригорить тютюн уже за двадцять хвилин. Єдино правильного способу не існує. Вибір залежить від нарізки й типу тютюну, від чаші та від того, чим ви її гріватимете — через фольгу чи пристроєм контролю жару. Нижче описано три найпоширеніші способи. Як завжди, текст призначений для повнолітніх курців, а тютюновий дим шкодить здоров'ю.

Перед забиванням підготуйте тютюн. Дістаньте його з пачки, дайте хвилинку стекти зайвому сиропу й розберіть грудочки пальцями або виделкою. Тютюн довгої нарізки легше рівномірно забити, якщо трохи подрібнити його ножицями.

## Внавал

Забиваючи внавал, ви насипаєте тютюн у чашу вільно, пасмо за пасмом, не притискаючи. Залиште між тютюном і краєм чаші два-три міліметри, щоб джерело жару його не торкалося. Повітря вільно проходить крізь чашу, дим легкий, а смак чистий.

- Підходить: світлий лист (блонд) дрібної та середньої нарізки, більшість фруктових і десертних смаків.
- Жар: працює і з фольгою, і з пристроєм контролю жару; з пристроєм, що лежить просто на краю чаші, проміжок особливо важливий.
- Типова помилка: завеликий проміжок, через який кальян довго розкурюється.

## Щільно

При щільній забивці тютюн легко, але рівномірно притискають у чаші на рівні краю або трохи нижче. Вміщується більше тютюну, і він горить повільніше, тож сеанс триває довше, а смак сильніший, проте чаші потрібен стабільніший і м'якший жар.

- Підходить: темний лист, сухіший і міцніший, а також тютюн дуже дрібної нарізки у фанел-чашах.
- Жар: найкраще з пристроєм контролю жару, який дає рівномірне тепло й легко регулюється; починайте з меншої кількості вугілля і додавайте жар поступово.
- Типова помилка: надто туга забивка, через яку тяга стає важкою, а чаша «задихається».

## Оверпак

При оверпаку тютюн викладають над краєм чаші невеликою гіркою, потім туго натягують фольгу й притискають так, щоб тютюн торкався фольги. Це швидко дає дуже густий і смачний дим, але потребує уважності, бо верхній шар може пригоріти.

- Підходить: соковитий світлий лист у класичній чаші з отворами в дні.
- Жар: лише фольга. Пристрій контролю жару лежав би просто на тютюні й обпалював би його.
- Типова помилка: забагато вугілля на старті; почніть із меншого жару й пересуньте вугілля ближче до краю.

## Який спосіб обрати

Якщо сумніваєтеся, почніть із забивки внавал: вона найбільш поблажлива до помилок і розкриває справжній смак тютюну. Переходьте до щільної, коли курите темний лист або хочете довшого сеансу, а оверпак пробуйте лише тоді, коли впевнено контролюєте жар із фольгою.`,
    },
    pl: {
      title: "Jak nabić główkę: na luźno, na gęsto czy overpack",
      excerpt:
        "Trzy sposoby nabijania główki i kiedy ich używać: który pasuje do drobnego lub długiego cięcia, ciemnego liścia, folii albo systemu kontroli żaru.",
      body: `Sposób nabicia główki wpływa na całą sesję: na to, jak szybko pojawia się dym, jak intensywny jest smak i czy tytoń nie przypali się po dwudziestu minutach. Nie ma jednej właściwej metody. Wybór zależy od cięcia i rodzaju tytoniu, od główki oraz od tego, czy podgrzewasz ją przez folię, czy za pomocą systemu kontroli żaru (HMD). Poniżej opisujemy trzy najpopularniejsze metody. Jak zawsze — tekst jest przeznaczony dla dorosłych palaczy, a dym tytoniowy szkodzi zdrowiu.

Przed nabijaniem przygotuj tytoń. Wyjmij go z opakowania, pozwól przez chwilę ociec nadmiarowi syropu i rozdziel grudki palcami lub widelcem. Tytoń o długim cięciu łatwiej równomiernie nabić, jeśli lekko go posiekasz nożyczkami.

## Na luźno

Przy metodzie na luźno (fluffy) sypiesz tytoń swobodnie do główki, pasmo po paśmie, bez dociskania. Zostaw dwa–trzy milimetry odstępu między tytoniem a krawędzią, żeby źródło ciepła go nie dotykało. Powietrze swobodnie przepływa przez główkę, dym jest lekki, a smak czysty.

- Pasuje do: jasnego liścia (blond) o drobnym i średnim cięciu, większości smaków owocowych i deserowych.
- Ciepło: sprawdza się zarówno z folią, jak i z HMD; przy HMD, który leży bezpośrednio na krawędzi, odstęp jest szczególnie ważny.
- Typowy błąd: zbyt duży odstęp, przez który sesja długo się rozkręca.

## Na gęsto

Przy nabijaniu na gęsto tytoń dociska się lekko, ale równomiernie, do poziomu krawędzi lub nieco poniżej. Mieści się go więcej i pali się wolniej, więc sesja trwa dłużej, a smak jest mocniejszy, ale główka potrzebuje stabilniejszego i łagodniejszego ciepła.

- Pasuje do: ciemnego liścia, który jest suchszy i mocniejszy, oraz bardzo drobno ciętego tytoniu w główkach typu phunnel.
- Ciepło: najlepiej z HMD, który daje równe ciepło i łatwo go regulować; zacznij od mniejszej liczby węgielków i dodawaj ciepła stopniowo.
- Typowy błąd: zbyt mocne ubicie, przez które ciąg robi się ciężki, a główka się „dusi”.

## Overpack

Przy overpacku tytoń układa się ponad krawędzią w niewielką kopułkę, a następnie mocno naciąga się na nią folię i dociska tak, by tytoń stykał się z folią. Daje to szybko bardzo gęsty i aromatyczny dym, ale wymaga uwagi, bo wierzchnia warstwa może się przypalić.

- Pasuje do: soczystego jasnego liścia w klasycznej główce z otworami w dnie.
- Ciepło: tylko folia. HMD leżałby bezpośrednio na tytoniu i by go przypalał.
- Typowy błąd: zbyt dużo węgla na starcie; zacznij od mniejszego ciepła i przesuń węgielki bliżej krawędzi.

## Którą metodę wybrać

Jeśli nie masz pewności, zacznij od metody na luźno: najlepiej wybacza błędy i pokazuje prawdziwy smak tytoniu. Na gęsto przejdź, gdy palisz ciemny liść albo chcesz dłuższej sesji, a overpack wypróbuj dopiero wtedy, gdy pewnie kontrolujesz ciepło przy folii.`,
    },
    ru: {
      title: "Как забить чашу для кальяна: внавал, плотно или оверпак",
      excerpt:
        "Три способа забить чашу и когда их применять: какой метод подходит для мелкой или длинной нарезки, тёмного листа, фольги или устройства контроля жара.",
      body: `От того, как забита чаша, зависит весь сеанс: как быстро появляется дым, насколько насыщен вкус и не пригорит ли табак уже через двадцать минут. Единственно правильного способа нет. Выбор зависит от нарезки и типа табака, от чаши и от того, чем вы будете её греть — через фольгу или с помощью устройства контроля жара. Ниже описаны три самых распространённых способа. Как всегда, текст предназначен для совершеннолетних курильщиков, а табачный дым вредит здоровью.

Перед забивкой подготовьте табак. Достаньте его из пачки, дайте минутку стечь лишнему сиропу и разберите комочки пальцами или вилкой. Табак длинной нарезки легче забить равномерно, если немного измельчить его ножницами.

## Внавал

При забивке внавал табак свободно насыпают в чашу, прядь за прядью, не придавливая. Оставьте между табаком и краем чаши два-три миллиметра, чтобы источник жара его не касался. Воздух свободно проходит через чашу, дым лёгкий, а вкус чистый.

- Подходит: светлый лист (блонд) мелкой и средней нарезки, большинство фруктовых и десертных вкусов.
- Жар: работает и с фольгой, и с устройством контроля жара; с устройством, которое лежит прямо на краю чаши, зазор особенно важен.
- Типичная ошибка: слишком большой зазор, из-за которого кальян долго раскуривается.

## Плотно

При плотной забивке табак слегка, но равномерно придавливают в чаше на уровне края или чуть ниже. Помещается больше табака, и он горит медленнее, так что сеанс длится дольше, а вкус сильнее, но чаше нужен более стабильный и мягкий жар.

- Подходит: тёмный лист, более сухой и крепкий, а также табак очень мелкой нарезки в фанел-чашах.
- Жар: лучше всего с устройством контроля жара, которое даёт ровное тепло и легко регулируется; начинайте с меньшего количества углей и добавляйте жар постепенно.
- Типичная ошибка: слишком тугая забивка, из-за которой тяга становится тяжёлой, а чаша «задыхается».

## Оверпак

При оверпаке табак выкладывают над краем чаши небольшой горкой, затем туго натягивают фольгу и придавливают так, чтобы табак касался фольги. Это быстро даёт очень густой и вкусный дым, но требует внимания, потому что верхний слой может пригореть.

- Подходит: сочный светлый лист в классической чаше с отверстиями в дне.
- Жар: только фольга. Устройство контроля жара лежало бы прямо на табаке и обжигало бы его.
- Типичная ошибка: слишком много углей на старте; начните с меньшего жара и сдвиньте угли ближе к краю.

## Какой способ выбрать

Если сомневаетесь, начните с забивки внавал: она наиболее снисходительна к ошибкам и раскрывает настоящий вкус табака. Переходите к плотной, когда курите тёмный лист или хотите более долгий сеанс, а оверпак пробуйте только тогда, когда уверенно контролируете жар с фольгой.`,
    },
  },
};
export default article;
