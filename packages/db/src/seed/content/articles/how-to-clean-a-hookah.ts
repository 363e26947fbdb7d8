import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "how-to-clean-a-hookah",
  topic: "hookah-care",
  publishedAt: "2026-01-14T09:00:00Z",
  texts: {
    en: {
      title: "How to clean a hookah after every session",
      excerpt:
        "A clean hookah tastes better and lasts longer. Here is a simple step-by-step routine for the base, stem, hose and bowl after every session.",
      body: `A hookah that is cleaned after every session gives a cleaner taste, a smoother draw and a longer life to its parts. Old water, tobacco residue and molasses quickly turn into a bitter smell and sticky deposits, and they are much harder to remove after a few days. The routine below takes about ten minutes and needs only warm water, a couple of brushes and a towel.

Before you start, make sure the charcoal is completely out and cool. Put the used coals into a metal container and let them cool down fully before throwing them away, never into a plastic bin.

## Step by step

- Bowl: remove the heat management device or the foil, knock out the used tobacco and rinse the bowl under warm running water. Clay and ceramic bowls absorb smells, so do not use dish soap on them; a soft brush and hot water are enough.
- Base: pour out the water, rinse the base two or three times with warm water and clean the inside with a long bottle brush. A spoonful of baking soda or a splash of lemon juice helps with cloudy glass and limescale.
- Stem: take the stem apart if your model allows it, push a long brush through the downstem and the main shaft, then rinse them under running water. Wipe the tray and the purge valve as well, because sticky molasses often collects there.
- Hose: if the hose is silicone and marked as washable, rinse it with warm water, shake out the drops and hang it vertically to dry. A traditional hose made of leather or with a wire spiral should not get wet inside; just blow air through it from the mouthpiece side after the session.

## Drying and assembly

Let every part dry completely before you put the hookah together again. Water left in the stem or hose causes a musty smell and, on metal parts, spots. Check the rubber grommets while the hookah is apart: if they are cracked or no longer seal well, replace them, otherwise the draw will leak air.

## A deep clean once a week

If you use your hookah regularly, do a more thorough clean about once a week. Soak the base in warm water with lemon juice or citric acid for half an hour, brush the stem with a little unscented dish soap and rinse it very well, and replace the filter in the hose's mouthpiece if it has one. Stainless steel and glass tolerate this well; brass and painted parts should only be wiped, not soaked.

A clean device does not make smoking safe: tobacco smoke, including hookah smoke, harms your health. If you are an adult who chooses to use a hookah, a clean one at least spares you stale flavours and keeps your equipment in good shape for years.`,
    },
    uk: {
      title: "Як чистити кальян після кожного сеансу",
      excerpt:
        "Чистий кальян має кращий смак і служить довше. Ось простий покроковий порядок догляду за колбою, шахтою, шлангом і чашею після кожного сеансу.",
      body: `Кальян, який чистять після кожного сеансу, дає чистіший смак і легшу тягу, а його деталі служать довше. Стара вода, залишки тютюну й патоки швидко перетворюються на гіркий запах і липкий наліт, який через кілька днів видалити набагато складніше. Описаний нижче порядок займає близько десяти хвилин, а знадобляться лише тепла вода, пара йоржиків і рушник.

Перш ніж почати, переконайтеся, що вугілля повністю згасло й охололо. Складіть використане вугілля в металеву ємність і дайте йому цілком охолонути, перш ніж викидати, — ніколи не кидайте його в пластикове відро.

## Крок за кроком

- Чаша: зніміть пристрій контролю жару або фольгу, витрусіть використаний тютюн і промийте чашу під теплою проточною водою. Глиняні та керамічні чаші вбирають запахи, тому не мийте їх засобом для посуду; достатньо м'якого йоржика та гарячої води.
- Колба: вилийте воду, двічі-тричі сполосніть колбу теплою водою і почистьте її зсередини довгим йоржиком для пляшок. Ложка харчової соди або трохи лимонного соку допоможуть упоратися з помутнінням скла та вапняним нальотом.
- Шахта: розберіть шахту, якщо конструкція це дозволяє, проведіть довгим йоржиком через занурювальну трубку й основний канал, а потім промийте їх під проточною водою. Протріть також блюдце та клапан продування, бо там часто збирається липка патока.
- Шланг: якщо шланг силіконовий і позначений як придатний до миття, промийте його теплою водою, витрусіть краплі й повісьте вертикально сушитися. Традиційний шланг зі шкіри або з дротяною спіраллю не можна мочити всередині; після сеансу просто продуйте його повітрям з боку мундштука.

## Сушіння та збирання

Дайте кожній деталі повністю висохнути, перш ніж знову збирати кальян. Вода, що залишилася в шахті чи шлангу, спричиняє затхлий запах, а на металевих деталях — плями. Поки кальян розібраний, перевірте гумові ущільнювачі: якщо вони потріскалися або вже погано тримають, замініть їх, інакше тяга пропускатиме повітря.

## Генеральне чищення раз на тиждень

Якщо ви користуєтеся кальяном регулярно, приблизно раз на тиждень чистьте його ретельніше. Замочіть колбу на пів години в теплій воді з лимонним соком або лимонною кислотою, почистьте шахту йоржиком із краплею засобу для посуду без запаху й дуже добре її сполосніть, а також замініть фільтр у мундштуку шланга, якщо він є. Нержавна сталь і скло добре це витримують; латунні та фарбовані деталі краще лише протирати, а не замочувати.

Чистий пристрій не робить куріння безпечним: тютюновий дим, зокрема кальянний, шкодить вашому здоров'ю. Якщо ви повнолітня людина й свідомо обираєте кальян, то чистий кальян принаймні позбавить вас несвіжого присмаку та збереже ваше приладдя в доброму стані на роки.`,
    },
    pl: {
      title: "Jak czyścić fajkę wodną po każdej sesji",
      excerpt:
        "Czysta fajka wodna ma lepszy smak i dłużej służy. Oto prosty plan czyszczenia krok po kroku: wazon, kolumna, wąż i główka po każdej sesji.",
      body: `Fajka wodna czyszczona po każdej sesji daje czystszy smak i lżejszy ciąg, a jej części dłużej służą. Stara woda, resztki tytoniu i melasy szybko zamieniają się w gorzki zapach i lepki osad, który po kilku dniach znacznie trudniej usunąć. Opisany niżej sposób zajmuje około dziesięciu minut i wymaga tylko ciepłej wody, kilku szczoteczek i ręcznika.

Zanim zaczniesz, upewnij się, że węgiel całkowicie zgasł i ostygł. Zużyte węgielki przełóż do metalowego pojemnika i pozwól im w pełni wystygnąć przed wyrzuceniem — nigdy nie wrzucaj ich do plastikowego kosza.

## Krok po kroku

- Główka: zdejmij system kontroli żaru lub folię, wysyp zużyty tytoń i przepłucz główkę pod ciepłą bieżącą wodą. Główki gliniane i ceramiczne chłoną zapachy, więc nie myj ich płynem do naczyń; wystarczy miękka szczoteczka i gorąca woda.
- Wazon: wylej wodę, przepłucz wazon dwa lub trzy razy ciepłą wodą i wyczyść go od środka długą szczotką do butelek. Łyżeczka sody oczyszczonej lub odrobina soku z cytryny pomoże na zmętnienie szkła i kamień.
- Kolumna: rozkręć kolumnę, jeśli model na to pozwala, przeciągnij długą szczotkę przez rurkę zanurzeniową i główny kanał, a potem przepłucz je pod bieżącą wodą. Przetrzyj też talerzyk i zawór wydmuchowy, bo właśnie tam często zbiera się lepka melasa.
- Wąż: jeśli wąż jest silikonowy i oznaczony jako zmywalny, przepłucz go ciepłą wodą, wytrząśnij krople i powieś pionowo do wyschnięcia. Tradycyjnego węża skórzanego lub ze spiralą z drutu nie wolno moczyć w środku; po sesji po prostu przedmuchaj go powietrzem od strony ustnika.

## Suszenie i składanie

Przed ponownym złożeniem fajki pozwól wszystkim częściom całkowicie wyschnąć. Woda pozostawiona w kolumnie lub wężu powoduje stęchły zapach, a na elementach metalowych — plamy. Gdy fajka jest rozłożona, sprawdź gumowe uszczelki: jeśli są popękane albo przestały dobrze uszczelniać, wymień je, bo inaczej ciąg będzie zasysał powietrze.

## Gruntowne czyszczenie raz w tygodniu

Jeśli używasz fajki regularnie, mniej więcej raz w tygodniu wyczyść ją dokładniej. Namocz wazon na pół godziny w ciepłej wodzie z sokiem z cytryny lub kwaskiem cytrynowym, wyszoruj kolumnę szczotką z kroplą bezzapachowego płynu do naczyń i bardzo dokładnie ją wypłucz, a jeśli ustnik węża ma filtr, wymień go. Stal nierdzewna i szkło dobrze to znoszą; elementy mosiężne i malowane lepiej tylko przecierać, a nie moczyć.

Czyste urządzenie nie sprawia, że palenie staje się bezpieczne: dym tytoniowy, także z fajki wodnej, szkodzi zdrowiu. Jeśli jesteś osobą dorosłą i świadomie wybierasz fajkę wodną, czysta fajka przynajmniej oszczędzi ci nieświeżego posmaku i na lata utrzyma sprzęt w dobrym stanie.`,
    },
    ru: {
      title: "Как чистить кальян после каждого сеанса",
      excerpt:
        "Чистый кальян лучше на вкус и служит дольше. Вот простой пошаговый порядок ухода за колбой, шахтой, шлангом и чашей после каждого сеанса.",
      body: `Кальян, который чистят после каждого сеанса, даёт более чистый вкус и лёгкую тягу, а его детали служат дольше. Старая вода, остатки табака и патоки быстро превращаются в горький запах и липкий налёт, который через несколько дней удалить гораздо сложнее. Описанный ниже порядок занимает около десяти минут, а понадобятся только тёплая вода, пара ёршиков и полотенце.

Прежде чем начать, убедитесь, что угли полностью погасли и остыли. Сложите использованные угли в металлическую ёмкость и дайте им полностью остыть, прежде чем выбрасывать, — никогда не бросайте их в пластиковое ведро.

## Шаг за шагом

- Чаша: снимите устройство контроля жара или фольгу, вытряхните использованный табак и промойте чашу под тёплой проточной водой. Глиняные и керамические чаши впитывают запахи, поэтому не мойте их средством для посуды; достаточно мягкого ёршика и горячей воды.
- Колба: вылейте воду, два-три раза ополосните колбу тёплой водой и очистите её изнутри длинным ёршиком для бутылок. Ложка пищевой соды или немного лимонного сока помогут справиться с помутнением стекла и известковым налётом.
- Шахта: разберите шахту, если конструкция это позволяет, проведите длинным ёршиком через погружную трубку и основной канал, затем промойте их под проточной водой. Протрите также блюдце и клапан продувки: там часто скапливается липкая патока.
- Шланг: если шланг силиконовый и помечен как моющийся, промойте его тёплой водой, вытряхните капли и повесьте вертикально сушиться. Традиционный шланг из кожи или с проволочной спиралью нельзя мочить изнутри; после сеанса просто продуйте его воздухом со стороны мундштука.

## Сушка и сборка

Дайте каждой детали полностью высохнуть, прежде чем снова собирать кальян. Вода, оставшаяся в шахте или шланге, вызывает затхлый запах, а на металлических деталях — пятна. Пока кальян разобран, проверьте резиновые уплотнители: если они потрескались или уже плохо держат, замените их, иначе тяга будет подсасывать воздух.

## Генеральная чистка раз в неделю

Если вы пользуетесь кальяном регулярно, примерно раз в неделю чистите его тщательнее. Замочите колбу на полчаса в тёплой воде с лимонным соком или лимонной кислотой, почистите шахту ёршиком с каплей средства для посуды без запаха и очень хорошо её промойте, а также замените фильтр в мундштуке шланга, если он есть. Нержавеющая сталь и стекло хорошо это переносят; латунные и окрашенные детали лучше только протирать, а не замачивать.

Чистое устройство не делает курение безопасным: табачный дым, в том числе кальянный, вредит вашему здоровью. Если вы взрослый человек и осознанно выбираете кальян, чистый кальян по крайней мере избавит вас от несвежего привкуса и на годы сохранит ваши принадлежности в хорошем состоянии.`,
    },
  },
};
export default article;
