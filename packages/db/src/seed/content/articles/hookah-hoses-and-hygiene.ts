import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
