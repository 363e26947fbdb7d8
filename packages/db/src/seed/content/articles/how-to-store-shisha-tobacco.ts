import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
