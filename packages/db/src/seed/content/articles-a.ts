// Demo blog articles, part A: hookah care, flavours, charcoal and store news (en, uk, pl, ru).
import type { SeedArticle } from "./types";

export const ARTICLES_A: SeedArticle[] = [
  {
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
  },
  {
    slug: "how-to-choose-a-hookah",
    topic: "hookah-care",
    publishedAt: "2026-03-03T10:00:00Z",
    texts: {
      en: {
        title: "How to choose a hookah: size, materials and what matters for a first one",
        excerpt:
          "Stainless steel, glass or brass? Tall or compact? A practical guide to the size, materials, purge valve and hose that matter most when choosing a first hookah.",
        body: `Choosing a hookah can feel confusing: shapes, sizes and prices vary enormously, and many models look similar in photos. The good news is that only a handful of features really decide how a hookah performs and how easy it is to live with. This guide is for adults who already smoke and want to pick a device that suits them. A note first: tobacco smoked through water is still tobacco smoke and harms your health.

## Size

Hookahs roughly fall into three groups. Compact models below about 50 cm are easy to store and carry and heat up quickly, but the smoke has a shorter path and feels warmer. Medium hookahs between 50 and 70 cm are the most versatile choice and fit on an ordinary coffee table. Tall models above 70 cm look impressive and give the smoke more time to cool, yet they need a stable floor and more space for cleaning. For a first hookah, a medium size is usually the safest bet.

## Materials

- Stainless steel: durable, does not rust and does not affect the taste. It is easy to clean and the best all-round choice if you want one hookah for years.
- Glass: all-glass hookahs are hygienic and show every trace of dirt, so you always know when it is time to clean. They are beautiful but fragile and need careful handling.
- Brass: the traditional material with a classic look and a lot of weight, which makes the hookah stable. Brass needs regular polishing and thorough drying, otherwise it darkens and may affect the flavour.
- Aluminium and painted steel: lighter and cheaper, fine for occasional use, but the coating can wear off with time.

The base is a separate question. A glass base with a wide, flat bottom is stable and easy to clean; crystal or hand-painted bases are lovely but more delicate.

## Purge valve and hose

A purge valve lets you blow stale smoke out of the base when you have paused the session or the smoke has become harsh. Look for a valve that opens with a gentle breath and closes reliably, so it does not leak air while you draw. Ball valves with a stainless steel ball are simple and easy to clean.

The hose matters more than many people think. A washable silicone hose with a metal or wooden mouthpiece is the practical choice: it can be rinsed after every session and does not hold on to old flavours. A length of about 1.5 to 1.8 metres is comfortable. Traditional non-washable hoses look nice but gradually take on the taste of everything you smoke.

## What matters for a first hookah

For a first hookah we recommend a medium-sized stainless steel stem, a stable glass base, a washable hose and a bowl that works with a heat management device. Such a set is easy to assemble, clean and maintain, and it forgives beginner mistakes. If you are unsure, ask in our stores: our staff will gladly show you how different models draw.`,
      },
      uk: {
        title: "Як вибрати кальян: розмір, матеріали і що важливо для першого",
        excerpt:
          "Нержавна сталь, скло чи латунь? Високий чи компактний? Практичний посібник про розмір, матеріали, клапан продування та шланг — що найважливіше для першого кальяну.",
        body: `Вибір кальяну може заплутати: форми, розміри й ціни дуже різні, а багато моделей на фото схожі між собою. Добра новина в тому, що лише кілька характеристик справді визначають, як працює кальян і наскільки зручно ним користуватися. Цей посібник — для повнолітніх, які вже курять і хочуть підібрати пристрій під себе. Спершу важливе застереження: тютюн, який курять через воду, — це все одно тютюновий дим, і він шкодить здоров'ю.

## Розмір

Кальяни умовно поділяються на три групи. Компактні моделі заввишки до 50 см легко зберігати й переносити, вони швидко розігріваються, проте дим проходить коротший шлях і здається теплішим. Середні кальяни від 50 до 70 см — найуніверсальніший вибір, вони поміщаються на звичайному журнальному столику. Високі моделі понад 70 см виглядають ефектно й дають диму більше часу охолонути, але потребують стійкої підлоги та більше місця для чищення. Для першого кальяну середній розмір зазвичай найнадійніший варіант.

## Матеріали

- Нержавна сталь: міцна, не іржавіє і не впливає на смак. Її легко чистити, і це найкращий універсальний вибір, якщо ви хочете один кальян на роки.
- Скло: повністю скляні кальяни гігієнічні й показують кожен слід бруду, тож ви завжди знаєте, коли час чистити. Вони гарні, але крихкі й потребують обережного поводження.
- Латунь: традиційний матеріал із класичним виглядом і чималою вагою, завдяки якій кальян стоїть стійко. Латунь треба регулярно полірувати й ретельно сушити, інакше вона темніє і може впливати на смак.
- Алюміній і фарбована сталь: легші й дешевші, підходять для епізодичного використання, але покриття з часом може стиратися.

Колба — окреме питання. Скляна колба з широким пласким дном стійка й легко чиститься; кришталеві або розписані вручну колби чудові, але делікатніші.

## Клапан продування і шланг

Клапан продування дає змогу видути застояний дим із колби, коли ви зробили паузу або дим став різким. Шукайте клапан, який відкривається легким видихом і надійно закривається, щоб не підсмоктувати повітря під час затяжки. Кулькові клапани з кулькою з нержавної сталі прості й легко чистяться.

Шланг важить більше, ніж багато хто думає. Силіконовий шланг, який можна мити, з металевим або дерев'яним мундштуком — практичний вибір: його можна промивати після кожного сеансу, і він не зберігає старих смаків. Зручна довжина — приблизно 1,5–1,8 метра. Традиційні шланги, які не можна мити, виглядають гарно, але поступово вбирають смак усього, що ви курите.

## Що важливо для першого кальяну

Для першого кальяну ми радимо шахту середнього розміру з нержавної сталі, стійку скляну колбу, шланг, який можна мити, і чашу, сумісну з пристроєм контролю жару. Такий набір легко збирати, чистити й доглядати, і він пробачає помилки початківця. Якщо сумніваєтеся, запитайте в наших магазинах: наші працівники охоче покажуть, як тягнуть різні моделі.`,
      },
      pl: {
        title: "Jak wybrać fajkę wodną: rozmiar, materiały i co liczy się przy pierwszej",
        excerpt:
          "Stal nierdzewna, szkło czy mosiądz? Wysoka czy kompaktowa? Praktyczny poradnik o rozmiarze, materiałach, zaworze i wężu, czyli o tym, co liczy się przy pierwszej fajce.",
        body: `Wybór fajki wodnej potrafi przytłoczyć: kształty, rozmiary i ceny bardzo się różnią, a wiele modeli na zdjęciach wygląda podobnie. Dobra wiadomość jest taka, że o tym, jak fajka działa i jak wygodnie się z niej korzysta, decyduje tylko kilka cech. Ten poradnik jest dla dorosłych, którzy już palą i chcą dobrać sprzęt do siebie. Na początek ważna uwaga: tytoń palony przez wodę to nadal dym tytoniowy, który szkodzi zdrowiu.

## Rozmiar

Fajki wodne można z grubsza podzielić na trzy grupy. Kompaktowe modele poniżej około 50 cm łatwo przechowywać i przenosić, szybko się nagrzewają, ale dym ma krótszą drogę i wydaje się cieplejszy. Średnie fajki, od 50 do 70 cm, to najbardziej uniwersalny wybór i zmieszczą się na zwykłym stoliku kawowym. Wysokie modele powyżej 70 cm robią wrażenie i dają dymowi więcej czasu na ostygnięcie, ale wymagają stabilnej podłogi i więcej miejsca przy czyszczeniu. Przy pierwszej fajce średni rozmiar to zwykle najpewniejszy wybór.

## Materiały

- Stal nierdzewna: trwała, nie rdzewieje i nie wpływa na smak. Łatwo ją czyścić i to najlepszy wszechstronny wybór, jeśli chcesz mieć jedną fajkę na lata.
- Szkło: fajki w całości ze szkła są higieniczne i pokazują każdy ślad brudu, więc zawsze wiesz, kiedy czas na czyszczenie. Są piękne, ale kruche i wymagają ostrożnego obchodzenia się.
- Mosiądz: tradycyjny materiał o klasycznym wyglądzie i sporej wadze, dzięki której fajka stoi stabilnie. Mosiądz trzeba regularnie polerować i dokładnie suszyć, inaczej ciemnieje i może wpływać na smak.
- Aluminium i malowana stal: lżejsze i tańsze, sprawdzą się przy okazjonalnym użyciu, ale powłoka z czasem może się ścierać.

Osobną kwestią jest wazon. Szklany wazon z szerokim, płaskim dnem jest stabilny i łatwy w czyszczeniu; kryształowe lub ręcznie malowane wazony są piękne, ale delikatniejsze.

## Zawór wydmuchowy i wąż

Zawór wydmuchowy pozwala wydmuchać z wazonu zastały dym, gdy zrobisz przerwę albo dym stanie się ostry. Szukaj zaworu, który otwiera się przy lekkim dmuchnięciu i pewnie się zamyka, żeby nie zasysał powietrza podczas zaciągania się. Zawory kulkowe z kulką ze stali nierdzewnej są proste i łatwe w czyszczeniu.

Wąż ma większe znaczenie, niż wielu osobom się wydaje. Zmywalny wąż silikonowy z metalowym lub drewnianym ustnikiem to praktyczny wybór: można go przepłukać po każdej sesji i nie zatrzymuje starych smaków. Wygodna długość to około 1,5–1,8 metra. Tradycyjne, niezmywalne węże ładnie wyglądają, ale stopniowo przejmują smak wszystkiego, co palisz.

## Co liczy się przy pierwszej fajce

Na pierwszą fajkę polecamy średniej wielkości kolumnę ze stali nierdzewnej, stabilny szklany wazon, zmywalny wąż i główkę współpracującą z systemem kontroli żaru. Taki zestaw łatwo złożyć, wyczyścić i utrzymać w dobrym stanie, a do tego wybacza błędy początkującego. Jeśli masz wątpliwości, zapytaj w naszych sklepach: nasi pracownicy chętnie pokażą, jak ciągną różne modele.`,
      },
      ru: {
        title: "Как выбрать кальян: размер, материалы и что важно для первого",
        excerpt:
          "Нержавеющая сталь, стекло или латунь? Высокий или компактный? Практическое руководство о размере, материалах, клапане и шланге — что важнее всего для первого кальяна.",
        body: `Выбор кальяна может запутать: формы, размеры и цены очень разные, а многие модели на фото похожи друг на друга. Хорошая новость в том, что лишь несколько характеристик действительно определяют, как работает кальян и насколько удобно им пользоваться. Это руководство — для совершеннолетних, которые уже курят и хотят подобрать устройство под себя. Сначала важная оговорка: табак, который курят через воду, — это всё равно табачный дым, и он вредит здоровью.

## Размер

Кальяны условно делятся на три группы. Компактные модели высотой до 50 см легко хранить и переносить, они быстро прогреваются, но дым проходит более короткий путь и кажется теплее. Средние кальяны от 50 до 70 см — самый универсальный выбор, они помещаются на обычном журнальном столике. Высокие модели выше 70 см выглядят эффектно и дают дыму больше времени остыть, но им нужен устойчивый пол и больше места для чистки. Для первого кальяна средний размер обычно самый надёжный вариант.

## Материалы

- Нержавеющая сталь: прочная, не ржавеет и не влияет на вкус. Её легко чистить, и это лучший универсальный выбор, если вы хотите один кальян на годы.
- Стекло: полностью стеклянные кальяны гигиеничны и показывают каждый след загрязнения, так что вы всегда знаете, когда пора чистить. Они красивы, но хрупки и требуют бережного обращения.
- Латунь: традиционный материал с классическим видом и солидным весом, благодаря которому кальян стоит устойчиво. Латунь нужно регулярно полировать и тщательно сушить, иначе она темнеет и может влиять на вкус.
- Алюминий и окрашенная сталь: легче и дешевле, подходят для редкого использования, но покрытие со временем может стираться.

Колба — отдельный вопрос. Стеклянная колба с широким плоским дном устойчива и легко моется; хрустальные или расписанные вручную колбы прекрасны, но более деликатны.

## Клапан продувки и шланг

Клапан продувки позволяет выдуть застоявшийся дым из колбы, когда вы сделали паузу или дым стал резким. Ищите клапан, который открывается лёгким выдохом и надёжно закрывается, чтобы не подсасывать воздух во время затяжки. Шариковые клапаны с шариком из нержавеющей стали просты и легко чистятся.

Шланг значит больше, чем многие думают. Моющийся силиконовый шланг с металлическим или деревянным мундштуком — практичный выбор: его можно промывать после каждого сеанса, и он не сохраняет старые вкусы. Удобная длина — примерно 1,5–1,8 метра. Традиционные немоющиеся шланги красиво выглядят, но постепенно впитывают вкус всего, что вы курите.

## Что важно для первого кальяна

Для первого кальяна мы советуем шахту среднего размера из нержавеющей стали, устойчивую стеклянную колбу, моющийся шланг и чашу, совместимую с устройством контроля жара. Такой набор легко собирать, чистить и обслуживать, и он прощает ошибки новичка. Если сомневаетесь, спросите в наших магазинах: наши сотрудники с удовольствием покажут, как тянут разные модели.`,
      },
    },
  },
  {
    slug: "shisha-flavour-families-guide",
    topic: "flavours",
    publishedAt: "2026-04-21T08:30:00Z",
    texts: {
      en: {
        title: "A guide to shisha flavour families and how to mix them",
        excerpt:
          "Fruit, mint and ice, desserts or the classics? An overview of the main shisha flavour families, with tried-and-tested pairing and mixing ideas.",
        body: `Shelves full of shisha tobacco can be overwhelming: hundreds of flavours, colourful packs and names that say little about the taste. It helps to think in flavour families. Once you know which family you enjoy, choosing a new tobacco or building your own mix becomes much easier. This guide is meant for adult smokers; please remember that whatever the flavour, shisha tobacco is tobacco and harms your health.

## The four main families

- Fruit: the largest family, from sweet berries, peach and mango to sour citrus, grapefruit and pomegranate. Fruit flavours are easy to enjoy and form the base of most mixes.
- Mint and ice: spearmint, peppermint and so-called ice flavours add a cooling sensation. On their own they can be sharp, but a small amount freshens almost anything.
- Desserts: vanilla, caramel, cookies, cakes, chocolate or coffee. They are rich and sweet, best in the evening and in smaller portions, because they can feel heavy.
- Classic: the traditional flavours that shaped hookah culture, above all double apple with its aniseed note, along with grape, rose and lemon with mint. They are familiar and balanced and rarely disappoint.

## Pairing and mixing ideas

A mix simply combines two or three tobaccos in one bowl. A good rule is to choose a main flavour that takes up most of the bowl and an accent that adds character. Start with one of these proportions:

- 70/30: a clear main flavour with a noticeable accent, for example watermelon with 30 percent mint.
- 50/50: an equal blend for flavours of similar strength, such as peach and mango or grape and blueberry.
- 80/20: a light touch of something intense, such as a pinch of ice added to citrus or a little cinnamon added to apple.

Some combinations that many smokers like: lemon and mint, berries and vanilla, grapefruit and raspberry, double apple and mint, coffee and caramel, orange and chocolate. Fruit pairs well with almost everything, while two dessert flavours together often turn out too sweet.

## How to mix well

Mix the tobaccos in a clean bowl or small dish, breaking up clumps and spreading the accent evenly, then pack as usual. Alternatively, you can layer them: an accent placed at the bottom appears later and changes the taste during the session. Avoid more than three flavours at once, because the result tends to become muddy. Keep notes of the mixes you enjoyed, including the proportions; it saves a lot of trial and error next time.

Finally, remember that an intense flavour does not make the smoke lighter or safer. Enjoy responsibly, never share tobacco with minors, and ask our staff if you would like help choosing a flavour family that matches your taste.`,
      },
      uk: {
        title: "Сімейства смаків тютюну для кальяну: путівник та ідеї міксів",
        excerpt:
          "Фрукти, м'ята з холодком, десерти чи класика? Огляд основних сімейств смаків тютюну для кальяну з перевіреними ідеями поєднань і міксів.",
        body: `Полиці з тютюном для кальяну можуть збити з пантелику: сотні смаків, яскраві пачки й назви, які мало що кажуть про смак. Допомагає мислити сімействами смаків. Коли ви знаєте, яке сімейство вам до вподоби, вибрати новий тютюн або скласти власний мікс стає набагато простіше. Цей путівник призначений для повнолітніх курців; пам'ятайте, що незалежно від смаку тютюн для кальяну — це тютюн, і він шкодить здоров'ю.

## Чотири основні сімейства

- Фрукти: найбільше сімейство — від солодких ягід, персика й манго до кислих цитрусів, грейпфрута й граната. Фруктові смаки легко сприймаються і є основою більшості міксів.
- М'ята і холодок: м'ята кучерява, м'ята перцева та так звані крижані смаки додають відчуття прохолоди. Самі по собі вони можуть бути різкими, але невелика кількість освіжає майже будь-що.
- Десерти: ваніль, карамель, печиво, тістечка, шоколад чи кава. Вони насичені й солодкі, найкраще пасують увечері й меншими порціями, бо можуть здаватися важкими.
- Класика: традиційні смаки, що сформували кальянну культуру, насамперед подвійне яблуко з нотою анісу, а також виноград, троянда і лимон з м'ятою. Вони знайомі, збалансовані й рідко розчаровують.

## Ідеї поєднань і міксів

Мікс — це просто поєднання двох або трьох тютюнів в одній чаші. Добре правило: обрати основний смак, який займає більшу частину чаші, і акцент, що додає характеру. Почніть з однієї з цих пропорцій:

- 70/30: чіткий основний смак із помітним акцентом, наприклад кавун із 30 відсотками м'яти.
- 50/50: рівний мікс для смаків подібної сили, як-от персик і манго або виноград і чорниця.
- 80/20: легкий дотик чогось інтенсивного, наприклад дрібка холодку до цитрусів або трохи кориці до яблука.

Деякі поєднання, які подобаються багатьом курцям: лимон і м'ята, ягоди й ваніль, грейпфрут і малина, подвійне яблуко й м'ята, кава й карамель, апельсин і шоколад. Фрукти добре поєднуються майже з усім, а два десертні смаки разом часто виходять занадто солодкими.

## Як правильно змішувати

Змішуйте тютюни в чистій мисці чи невеликій тарілці, розбиваючи грудочки й рівномірно розподіляючи акцент, а потім забивайте чашу як завжди. Інший варіант — шарами: акцент на дні з'явиться пізніше й змінить смак посеред сеансу. Уникайте більше ніж трьох смаків одночасно, бо результат зазвичай стає невиразним. Записуйте вдалі мікси разом із пропорціями — наступного разу це заощадить багато спроб і помилок.

Наостанок пам'ятайте, що інтенсивний смак не робить дим легшим чи безпечнішим. Куріть відповідально, ніколи не давайте тютюн неповнолітнім і звертайтеся до наших працівників, якщо хочете допомоги з вибором сімейства смаків, яке вам підійде.`,
      },
      pl: {
        title: "Przewodnik po rodzinach smaków tytoniu do shishy i ich mieszaniu",
        excerpt:
          "Owoce, mięta i lód, desery czy klasyka? Przegląd głównych rodzin smaków tytoniu do shishy wraz ze sprawdzonymi pomysłami na łączenie i miksy.",
        body: `Półki pełne tytoniu do shishy potrafią przytłoczyć: setki smaków, kolorowe opakowania i nazwy, które niewiele mówią o smaku. Pomaga myślenie rodzinami smaków. Kiedy wiesz, która rodzina ci odpowiada, wybór nowego tytoniu czy ułożenie własnego miksu staje się dużo prostsze. Ten przewodnik jest przeznaczony dla dorosłych palaczy; pamiętaj, że bez względu na smak tytoń do shishy to tytoń, który szkodzi zdrowiu.

## Cztery główne rodziny

- Owoce: największa rodzina, od słodkich jagód, brzoskwini i mango po kwaśne cytrusy, grejpfruta i granat. Smaki owocowe łatwo polubić i stanowią bazę większości miksów.
- Mięta i lód: mięta zielona, mięta pieprzowa i tak zwane smaki lodowe dają uczucie chłodu. Same potrafią być ostre, ale niewielka ich ilość odświeża niemal wszystko.
- Desery: wanilia, karmel, ciastka, torty, czekolada czy kawa. Są bogate i słodkie, najlepiej sprawdzają się wieczorem i w mniejszych porcjach, bo mogą wydawać się ciężkie.
- Klasyka: tradycyjne smaki, które ukształtowały kulturę fajki wodnej, przede wszystkim podwójne jabłko z nutą anyżu, a także winogrono, róża oraz cytryna z miętą. Są znajome, zrównoważone i rzadko rozczarowują.

## Pomysły na łączenie i miksy

Miks to po prostu połączenie dwóch lub trzech tytoni w jednej główce. Dobra zasada: wybierz smak główny, który zajmuje większość główki, i akcent, który dodaje charakteru. Zacznij od jednej z tych proporcji:

- 70/30: wyraźny smak główny z wyczuwalnym akcentem, na przykład arbuz z 30 procentami mięty.
- 50/50: równa mieszanka smaków o podobnej intensywności, takich jak brzoskwinia i mango albo winogrono i borówka.
- 80/20: delikatny dodatek czegoś intensywnego, na przykład szczypta lodu do cytrusów albo odrobina cynamonu do jabłka.

Połączenia, które lubi wielu palaczy: cytryna i mięta, owoce jagodowe i wanilia, grejpfrut i malina, podwójne jabłko i mięta, kawa i karmel, pomarańcza i czekolada. Owoce pasują niemal do wszystkiego, za to dwa smaki deserowe razem często wychodzą zbyt słodkie.

## Jak dobrze mieszać

Mieszaj tytonie w czystej misce lub na małym talerzyku, rozbijając grudki i równomiernie rozprowadzając akcent, a potem nabijaj główkę jak zwykle. Możesz też układać je warstwami: akcent na dnie pojawi się później i zmieni smak w trakcie sesji. Unikaj więcej niż trzech smaków naraz, bo efekt zwykle robi się nijaki. Zapisuj udane miksy razem z proporcjami — następnym razem oszczędzi ci to wielu prób i błędów.

Na koniec pamiętaj, że intensywny smak nie sprawia, że dym jest lżejszy czy bezpieczniejszy. Pal odpowiedzialnie, nigdy nie częstuj tytoniem osób niepełnoletnich i zapytaj naszych pracowników, jeśli chcesz pomocy w wyborze rodziny smaków dopasowanej do twojego gustu.`,
      },
      ru: {
        title: "Семейства вкусов табака для кальяна: гид и идеи миксов",
        excerpt:
          "Фрукты, мята с холодком, десерты или классика? Обзор основных семейств вкусов табака для кальяна с проверенными идеями сочетаний и миксов.",
        body: `Полки с табаком для кальяна могут сбить с толку: сотни вкусов, яркие пачки и названия, которые мало что говорят о вкусе. Помогает мыслить семействами вкусов. Когда вы знаете, какое семейство вам по душе, выбрать новый табак или составить собственный микс становится гораздо проще. Этот гид предназначен для совершеннолетних курильщиков; помните, что независимо от вкуса табак для кальяна — это табак, и он вредит здоровью.

## Четыре основных семейства

- Фрукты: самое большое семейство — от сладких ягод, персика и манго до кислых цитрусов, грейпфрута и граната. Фруктовые вкусы легко воспринимаются и служат основой большинства миксов.
- Мята и холодок: кудрявая мята, перечная мята и так называемые ледяные вкусы дают ощущение прохлады. Сами по себе они бывают резкими, но небольшое их количество освежает почти что угодно.
- Десерты: ваниль, карамель, печенье, пирожные, шоколад или кофе. Они насыщенные и сладкие, лучше всего подходят для вечера и небольших порций, потому что могут казаться тяжёлыми.
- Классика: традиционные вкусы, сформировавшие кальянную культуру, прежде всего двойное яблоко с нотой аниса, а также виноград, роза и лимон с мятой. Они знакомы, сбалансированы и редко разочаровывают.

## Идеи сочетаний и миксов

Микс — это просто сочетание двух или трёх табаков в одной чаше. Хорошее правило: выбрать основной вкус, который занимает большую часть чаши, и акцент, добавляющий характер. Начните с одной из этих пропорций:

- 70/30: чёткий основной вкус с заметным акцентом, например арбуз с 30 процентами мяты.
- 50/50: равный микс для вкусов схожей силы, например персик и манго или виноград и черника.
- 80/20: лёгкое касание чего-то интенсивного, например щепотка холодка к цитрусам или немного корицы к яблоку.

Сочетания, которые нравятся многим курильщикам: лимон и мята, ягоды и ваниль, грейпфрут и малина, двойное яблоко и мята, кофе и карамель, апельсин и шоколад. Фрукты хорошо сочетаются почти со всем, а два десертных вкуса вместе часто получаются слишком сладкими.

## Как правильно смешивать

Смешивайте табаки в чистой миске или небольшой тарелке, разбивая комочки и равномерно распределяя акцент, а затем забивайте чашу как обычно. Другой вариант — слоями: акцент на дне проявится позже и изменит вкус по ходу сеанса. Избегайте больше трёх вкусов одновременно, потому что результат обычно становится невнятным. Записывайте удачные миксы вместе с пропорциями — в следующий раз это сэкономит много проб и ошибок.

Напоследок помните, что интенсивный вкус не делает дым легче или безопаснее. Курите ответственно, никогда не угощайте табаком несовершеннолетних и обращайтесь к нашим сотрудникам, если хотите помощи в выборе семейства вкусов, которое вам подойдёт.`,
      },
    },
  },
  {
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
  },
  {
    slug: "coconut-vs-quick-light-charcoal",
    topic: "charcoal",
    publishedAt: "2026-08-18T09:30:00Z",
    texts: {
      en: {
        title: "Natural coconut charcoal vs quick-light charcoal: how to light it safely",
        excerpt:
          "Coconut or quick-light coals? How they differ, how to light them safely, how many to use, and why ventilation and a carbon monoxide alarm matter.",
        body: `Charcoal is the engine of every hookah session, and the type you choose affects taste, heat and, above all, safety. Hookah coals fall into two main groups: natural coconut charcoal and quick-light charcoal. Here is how they differ and how to handle them responsibly.

## Two types of charcoal

Natural coconut charcoal is made from coconut shells pressed into cubes or flat pieces, usually 22 to 26 mm in size. It burns long and evenly, produces little ash and has almost no smell of its own, so it does not spoil the flavour. Its disadvantage is that it needs a separate heater to light: an electric coal burner or an ordinary hot plate.

Quick-light charcoal contains additives that help it catch fire from a lighter or a match in less than a minute. That makes it convenient outdoors, but the additives cause sparks, an acrid smell and more fumes, and some of this can end up in the taste. It also burns out faster.

## Lighting safely

- Heat coconut charcoal on an electric coal burner or a hot plate for about 8 to 12 minutes, turning it with tongs, until every side is covered with an even layer of grey ash.
- Light quick-light charcoal only outdoors or next to an open window, and wait until it stops sparking and glows all over.
- Use metal tongs and a heat-resistant surface, keep coals away from curtains, paper and anything flammable, and never leave burning coals unattended.
- Put used coals into a metal container or a bowl of water and throw them away only when they are completely cold.

## How many coals

For a classic clay bowl with foil, three 25 mm coconut cubes are usually enough. A heat management device often needs two or three, depending on its size and the room temperature. Start with fewer coals and add heat gradually: too much heat burns the tobacco and makes the smoke harsh. Quick-light coals burn hotter at the start and have to be replaced more often.

## Ventilation and carbon monoxide

Burning charcoal releases carbon monoxide, a colourless and odourless gas that you cannot notice until it is too late. Hookah sessions in closed rooms have already led to serious poisonings. Always ventilate: keep a window open, never light coals or smoke in a small closed room, a car or a tent, and never bring a charcoal grill indoors. We strongly recommend a carbon monoxide alarm in every room where you use a hookah.

Typical symptoms of poisoning are headache, dizziness, nausea, tiredness and confusion. If anyone notices them, put out the coals, get everyone into fresh air immediately and call the emergency number 112.

Remember that hookah smoke itself contains carbon monoxide and other harmful substances; tobacco harms your health. Hookah charcoal is intended for adults only.`,
      },
      uk: {
        title: "Натуральне кокосове вугілля чи швидкорозпалювальне: як безпечно розпалювати",
        excerpt:
          "Кокосове чи швидкорозпалювальне вугілля? Чим вони відрізняються, як безпечно їх розпалювати, скільки брати і чому важливі провітрювання та датчик чадного газу.",
        body: `Вугілля — двигун кожного кальянного сеансу, а його вид впливає на смак, жар і насамперед на безпеку. Вугілля для кальяну поділяється на дві основні групи: натуральне кокосове та швидкорозпалювальне. Розповідаємо, чим вони відрізняються і як поводитися з ними відповідально.

## Два види вугілля

Натуральне кокосове вугілля виготовляють зі шкаралупи кокосових горіхів, пресуючи її в кубики або пластини, зазвичай розміром від 22 до 26 мм. Воно горить довго й рівномірно, дає мало попелу й майже не має власного запаху, тож не псує смак. Його недолік у тому, що для розпалу потрібен окремий нагрівач: електрична плитка для вугілля або звичайна електроплита.

Швидкорозпалювальне вугілля містить добавки, завдяки яким воно займається від запальнички чи сірника менш ніж за хвилину. Це зручно надворі, але добавки дають іскри, їдкий запах і більше диму, і частина цього може потрапити в смак. До того ж воно швидше прогоряє.

## Як безпечно розпалювати

- Розпалюйте кокосове вугілля на електричній плитці або електроплиті приблизно 8–12 хвилин, перевертаючи щипцями, доки кожна грань не вкриється рівним шаром сірого попелу.
- Швидкорозпалювальне вугілля підпалюйте лише надворі або біля відчиненого вікна й чекайте, доки воно перестане іскрити та повністю розжариться.
- Користуйтеся металевими щипцями й жаростійкою поверхнею, тримайте вугілля подалі від штор, паперу та всього, що може зайнятися, і ніколи не залишайте розжарене вугілля без нагляду.
- Складайте використане вугілля в металеву ємність або миску з водою й викидайте лише тоді, коли воно повністю охолоне.

## Скільки вугілля брати

Для класичної глиняної чаші з фольгою зазвичай вистачає трьох кокосових кубиків по 25 мм. Пристрою контролю жару часто потрібно два-три, залежно від його розміру та температури в приміщенні. Починайте з меншої кількості й додавайте жар поступово: надмірний жар пропалює тютюн і робить дим різким. Швидкорозпалювальне вугілля на початку горить гарячіше, і його доводиться міняти частіше.

## Провітрювання і чадний газ

Під час горіння вугілля виділяється чадний газ (монооксид вуглецю) — безбарвний газ без запаху, який неможливо помітити, доки не стане запізно. Кальянні сеанси в закритих приміщеннях уже призводили до тяжких отруєнь. Завжди провітрюйте: тримайте вікно відчиненим, ніколи не розпалюйте вугілля й не куріть у маленькому закритому приміщенні, в автомобілі чи наметі і ніколи не заносьте вугільний гриль до оселі. Ми наполегливо радимо встановити датчик чадного газу в кожній кімнаті, де ви користуєтеся кальяном.

Типові симптоми отруєння — головний біль, запаморочення, нудота, втома й сплутаність свідомості. Якщо хтось їх відчуває, загасіть вугілля, негайно виведіть усіх на свіже повітря й зателефонуйте за номером екстреної допомоги 112.

Пам'ятайте, що кальянний дим і сам містить чадний газ та інші шкідливі речовини; тютюн шкодить здоров'ю. Вугілля для кальяну призначене лише для повнолітніх.`,
      },
      pl: {
        title: "Naturalny węgiel kokosowy czy samozapalny: jak bezpiecznie go rozpalać",
        excerpt:
          "Węgiel kokosowy czy samozapalny? Czym się różnią, jak je bezpiecznie rozpalać, ile ich użyć i dlaczego liczą się wietrzenie oraz czujnik tlenku węgla.",
        body: `Węgiel to serce każdej sesji z fajką wodną, a jego rodzaj wpływa na smak, ciepło i przede wszystkim na bezpieczeństwo. Węgle do fajki dzielą się na dwie główne grupy: naturalny węgiel kokosowy i węgiel samozapalny. Wyjaśniamy, czym się różnią i jak obchodzić się z nimi odpowiedzialnie.

## Dwa rodzaje węgla

Naturalny węgiel kokosowy powstaje z łupin orzechów kokosowych sprasowanych w kostki lub płaskie kawałki, zwykle o rozmiarze od 22 do 26 mm. Pali się długo i równo, daje mało popiołu i prawie nie ma własnego zapachu, więc nie psuje smaku. Jego wadą jest to, że do rozpalenia potrzebuje osobnego źródła ciepła: elektrycznej rozpałki do węgla lub zwykłej płyty grzejnej.

Węgiel samozapalny zawiera dodatki, dzięki którym zapala się od zapalniczki lub zapałki w niecałą minutę. To wygodne na zewnątrz, ale dodatki powodują iskrzenie, gryzący zapach i więcej dymu, a część z tego może przejść do smaku. Do tego szybciej się wypala.

## Bezpieczne rozpalanie

- Węgiel kokosowy rozpalaj na elektrycznej rozpałce lub płycie grzejnej przez około 8–12 minut, obracając go szczypcami, aż każda ścianka pokryje się równą warstwą szarego popiołu.
- Węgiel samozapalny odpalaj wyłącznie na zewnątrz lub przy otwartym oknie i poczekaj, aż przestanie iskrzyć i rozżarzy się w całości.
- Używaj metalowych szczypiec i żaroodpornej powierzchni, trzymaj węgiel z dala od zasłon, papieru i wszystkiego, co łatwopalne, i nigdy nie zostawiaj żarzącego się węgla bez nadzoru.
- Zużyte węgielki wkładaj do metalowego pojemnika lub miski z wodą i wyrzucaj dopiero wtedy, gdy całkowicie wystygną.

## Ile węgielków

Do klasycznej glinianej główki z folią zwykle wystarczą trzy kokosowe kostki 25 mm. System kontroli żaru często potrzebuje dwóch lub trzech, zależnie od jego rozmiaru i temperatury w pomieszczeniu. Zaczynaj od mniejszej liczby i dodawaj ciepła stopniowo: zbyt wysoka temperatura przypala tytoń i daje ostry dym. Węgiel samozapalny na początku grzeje mocniej i trzeba go częściej wymieniać.

## Wietrzenie i tlenek węgla

Żarzący się węgiel wydziela tlenek węgla (czad) — bezbarwny i bezwonny gaz, którego nie da się zauważyć, dopóki nie jest za późno. Sesje z fajką wodną w zamkniętych pomieszczeniach kończyły się już poważnymi zatruciami. Zawsze wietrz: trzymaj otwarte okno, nigdy nie rozpalaj węgla ani nie pal w małym zamkniętym pomieszczeniu, samochodzie czy namiocie i nigdy nie wnoś grilla węglowego do domu. Zdecydowanie zalecamy czujnik czadu w każdym pomieszczeniu, w którym używasz fajki wodnej.

Typowe objawy zatrucia to ból głowy, zawroty głowy, nudności, zmęczenie i dezorientacja. Jeśli ktoś je odczuwa, zgaś węgiel, natychmiast wyprowadź wszystkich na świeże powietrze i zadzwoń pod numer alarmowy 112.

Pamiętaj, że sam dym z fajki wodnej zawiera tlenek węgla i inne szkodliwe substancje; tytoń szkodzi zdrowiu. Węgiel do fajki wodnej jest przeznaczony wyłącznie dla dorosłych.`,
      },
      ru: {
        title: "Натуральный кокосовый уголь или быстроразжигаемый: как безопасно разжигать",
        excerpt:
          "Кокосовый или быстроразжигаемый уголь? Чем они отличаются, как безопасно их разжигать, сколько брать и почему важны проветривание и датчик угарного газа.",
        body: `Уголь — двигатель каждого кальянного сеанса, а его вид влияет на вкус, жар и прежде всего на безопасность. Уголь для кальяна делится на две основные группы: натуральный кокосовый и быстроразжигаемый. Рассказываем, чем они отличаются и как обращаться с ними ответственно.

## Два вида угля

Натуральный кокосовый уголь делают из скорлупы кокосовых орехов, прессуя её в кубики или пластины, обычно размером от 22 до 26 мм. Он горит долго и равномерно, даёт мало золы и почти не имеет собственного запаха, поэтому не портит вкус. Его недостаток в том, что для розжига нужен отдельный нагреватель: электрическая плитка для угля или обычная электроплита.

Быстроразжигаемый уголь содержит добавки, благодаря которым он загорается от зажигалки или спички меньше чем за минуту. Это удобно на улице, но добавки дают искры, едкий запах и больше дыма, и часть этого может попасть во вкус. К тому же он быстрее прогорает.

## Как безопасно разжигать

- Разжигайте кокосовый уголь на электрической плитке или электроплите примерно 8–12 минут, переворачивая щипцами, пока каждая грань не покроется ровным слоем серого пепла.
- Быстроразжигаемый уголь поджигайте только на улице или у открытого окна и ждите, пока он перестанет искрить и полностью разгорится.
- Пользуйтесь металлическими щипцами и жаростойкой поверхностью, держите уголь подальше от штор, бумаги и всего, что может загореться, и никогда не оставляйте горящие угли без присмотра.
- Складывайте использованные угли в металлическую ёмкость или миску с водой и выбрасывайте их только после полного остывания.

## Сколько углей брать

Для классической глиняной чаши с фольгой обычно хватает трёх кокосовых кубиков по 25 мм. Устройству контроля жара часто нужно два-три, в зависимости от его размера и температуры в помещении. Начинайте с меньшего количества и добавляйте жар постепенно: избыточный жар пережигает табак и делает дым резким. Быстроразжигаемый уголь в начале горит жарче, и его приходится менять чаще.

## Проветривание и угарный газ

При горении угля выделяется угарный газ (монооксид углерода) — бесцветный газ без запаха, который невозможно заметить, пока не станет слишком поздно. Кальянные сеансы в закрытых помещениях уже приводили к тяжёлым отравлениям. Всегда проветривайте: держите окно открытым, никогда не разжигайте уголь и не курите в маленьком закрытом помещении, в машине или палатке и никогда не заносите угольный гриль в дом. Мы настоятельно рекомендуем установить датчик угарного газа в каждой комнате, где вы пользуетесь кальяном.

Типичные симптомы отравления — головная боль, головокружение, тошнота, усталость и спутанность сознания. Если кто-то их ощущает, потушите угли, немедленно выведите всех на свежий воздух и позвоните по номеру экстренной помощи 112.

Помните, что кальянный дым и сам содержит угарный газ и другие вредные вещества; табак вредит здоровью. Уголь для кальяна предназначен только для совершеннолетних.`,
      },
    },
  },
  {
    slug: "krakow-store-pickup-every-half-hour",
    topic: "news",
    publishedAt: "2026-10-27T08:00:00Z",
    texts: {
      en: {
        title: "Our Kraków store: pickup slots every half hour",
        excerpt:
          "Collect your order in our Kraków store at a time that suits you: pickup slots now start every 30 minutes. Bring an ID; tobacco products are picked up in store only.",
        body: `Good news for our customers in Kraków: picking up an order in our Kraków store has become more convenient. From now on, you can choose a pickup slot every half hour throughout the store's opening hours, so you no longer have to plan your day around a wide time window.

## How it works

When you place an order online, choose pickup in our Kraków store and select a time that suits you. Slots start every 30 minutes, for example at 15:00, 15:30 or 16:00. We prepare your order before your slot begins, so it is ready and waiting when you arrive.

- Choose in-store pickup in Kraków at checkout.
- Pick a free half-hour slot.
- Wait for the confirmation that your order is ready.
- Come to the store within your slot and bring an identity document.

If your plans change, please let our store staff know as early as possible, and we will move your pickup to another slot.

Shorter slots also mean shorter queues: orders are spread more evenly over the day, so our staff have more time for you at the counter. If you have a question about a hookah, a bowl or a flavour, feel free to ask when you collect your order.

## Bring your ID: 18+ only

Our shop sells tobacco and related products to adults only. That is why we ask everyone who picks up an order to show an identity document with a photo and date of birth, such as an ID card, a passport or a driving licence. Before handing over the order, our staff will check that you are at least 18 years old. Without a valid document, or if the person collecting the order is under 18, we cannot hand it over. Please do not be offended if we ask for your ID even though you clearly look older: we check everyone.

## Tobacco in store, other goods can be delivered

Under the rules implementing the EU Tobacco Products Directive (TPD), we do not send tobacco products by post or courier. Shisha tobacco, cigars, rolling tobacco and other tobacco products can be reserved online and picked up in one of our stores, where we can verify your age in person.

Other goods are not affected by this rule. Hookahs, bowls, hoses, charcoal, heat management devices and other accessories can be delivered to your address as before, or picked up together with the rest of your order. If your order contains both tobacco and accessories, the simplest option is to collect everything in one visit during your chosen slot.

We are watching how the new slots work in Kraków, and if they prove popular, we would like to offer them in our other stores too. We will announce any changes here on our blog.

We hope the new half-hour slots make shopping with us a little easier. Tobacco harms your health; our products are intended for adults only.`,
      },
      uk: {
        title: "Наш магазин у Кракові: видача замовлень щопівгодини",
        excerpt:
          "Забирайте замовлення в нашому магазині в Кракові у зручний час: слоти видачі тепер починаються кожні 30 хвилин. Візьміть документ; тютюнові вироби — лише в магазині.",
        body: `Добра новина для наших клієнтів у Кракові: отримати замовлення в нашому краківському магазині тепер зручніше. Відтепер ви можете обрати час видачі щопівгодини впродовж усього робочого часу магазину, тож більше не треба підлаштовувати свій день під широкий часовий проміжок.

## Як це працює

Оформлюючи замовлення онлайн, оберіть самовивіз із нашого магазину в Кракові та зручний для вас час. Слоти починаються кожні 30 хвилин, наприклад о 15:00, 15:30 чи 16:00. Ми готуємо замовлення до початку вашого слоту, тож коли ви прийдете, воно вже чекатиме на вас.

- Під час оформлення замовлення оберіть самовивіз у Кракові.
- Виберіть вільний півгодинний слот.
- Дочекайтеся підтвердження, що замовлення готове.
- Прийдіть до магазину у свій слот і візьміть із собою документ, що посвідчує особу.

Якщо ваші плани зміняться, якомога раніше повідомте про це працівників магазину, і ми перенесемо видачу на інший слот.

Коротші слоти означають і коротші черги: замовлення розподіляються рівномірніше протягом дня, тож наші працівники мають більше часу для вас біля каси. Якщо у вас є запитання щодо кальяну, чаші чи смаку, сміливо ставте його, коли забиратимете замовлення.

## Візьміть документ: лише 18+

Наш магазин продає тютюн і супутні товари лише повнолітнім. Тому ми просимо кожного, хто забирає замовлення, показати документ із фотографією та датою народження — наприклад, посвідчення особи, паспорт або посвідчення водія. Перш ніж видати замовлення, наші працівники перевірять, що вам уже виповнилося 18 років. Без чинного документа або якщо по замовлення прийшла особа, молодша за 18 років, ми не можемо його видати. Не ображайтеся, якщо ми попросимо документ, навіть коли ви явно старші: ми перевіряємо всіх.

## Тютюн — у магазині, інші товари можна доставити

Згідно з правилами, що впроваджують Директиву ЄС про тютюнові вироби (TPD), ми не надсилаємо тютюнові вироби поштою чи кур'єром. Тютюн для кальяну, сигари, тютюн для самокруток та інші тютюнові вироби можна зарезервувати онлайн і забрати в одному з наших магазинів, де ми можемо особисто перевірити ваш вік.

Інших товарів це правило не стосується. Кальяни, чаші, шланги, вугілля, пристрої контролю жару та інше приладдя можна, як і раніше, отримати з доставкою на вашу адресу або забрати разом з рештою замовлення. Якщо в замовленні є і тютюн, і приладдя, найпростіше забрати все за один візит в обраний слот.

Ми стежимо за тим, як нові слоти працюють у Кракові, і якщо вони себе виправдають, хотіли б запровадити їх і в інших наших магазинах. Про всі зміни ми повідомимо тут, у нашому блозі.

Сподіваємося, що нові півгодинні слоти зроблять покупки в нас трохи зручнішими. Тютюн шкодить здоров'ю; наші товари призначені лише для повнолітніх.`,
      },
      pl: {
        title: "Nasz sklep w Krakowie: odbiór zamówień co pół godziny",
        excerpt:
          "Odbierz zamówienie w naszym sklepie w Krakowie o dogodnej porze: terminy odbioru zaczynają się teraz co 30 minut. Zabierz dokument; wyroby tytoniowe tylko w sklepie.",
        body: `Dobra wiadomość dla naszych klientów z Krakowa: odbiór zamówienia w naszym krakowskim sklepie jest teraz wygodniejszy. Od teraz możesz wybrać termin odbioru co pół godziny przez cały czas otwarcia sklepu, więc nie musisz już planować dnia pod szerokie okno czasowe.

## Jak to działa

Składając zamówienie online, wybierz odbiór w naszym sklepie w Krakowie i dogodną godzinę. Terminy zaczynają się co 30 minut, na przykład o 15:00, 15:30 lub 16:00. Przygotowujemy zamówienie przed rozpoczęciem twojego terminu, więc gdy przyjdziesz, będzie już na ciebie czekać.

- Przy składaniu zamówienia wybierz odbiór osobisty w Krakowie.
- Wybierz wolny półgodzinny termin.
- Poczekaj na potwierdzenie, że zamówienie jest gotowe.
- Przyjdź do sklepu w wybranym terminie i zabierz dokument tożsamości.

Jeśli twoje plany się zmienią, jak najwcześniej daj znać pracownikom sklepu, a przeniesiemy odbiór na inny termin.

Krótsze terminy to także krótsze kolejki: zamówienia rozkładają się równiej w ciągu dnia, więc nasi pracownicy mają więcej czasu dla ciebie przy ladzie. Jeśli masz pytanie o fajkę wodną, główkę czy smak, śmiało zadaj je przy odbiorze zamówienia.

## Zabierz dokument: tylko 18+

Nasz sklep sprzedaje tytoń i produkty pokrewne wyłącznie osobom dorosłym. Dlatego prosimy każdą osobę odbierającą zamówienie o okazanie dokumentu ze zdjęciem i datą urodzenia, na przykład dowodu osobistego, paszportu lub prawa jazdy. Przed wydaniem zamówienia nasi pracownicy sprawdzą, czy masz ukończone 18 lat. Bez ważnego dokumentu albo jeśli po zamówienie przychodzi osoba poniżej 18 lat, nie możemy go wydać. Prosimy, nie obrażaj się, jeśli poprosimy o dokument, nawet gdy wyraźnie widać, że masz więcej niż 18 lat: sprawdzamy wszystkich.

## Tytoń w sklepie, pozostałe produkty z dostawą

Zgodnie z przepisami wdrażającymi unijną dyrektywę tytoniową (TPD) nie wysyłamy wyrobów tytoniowych pocztą ani kurierem. Tytoń do fajki wodnej, cygara, tytoń do skręcania i inne wyroby tytoniowe możesz zarezerwować online i odebrać w jednym z naszych sklepów, gdzie możemy osobiście sprawdzić twój wiek.

Pozostałych produktów ta zasada nie dotyczy. Fajki wodne, główki, węże, węgiel, systemy kontroli żaru i inne akcesoria możemy jak dotychczas dostarczyć pod twój adres albo możesz odebrać je razem z resztą zamówienia. Jeśli zamówienie zawiera zarówno tytoń, jak i akcesoria, najprościej odebrać wszystko podczas jednej wizyty w wybranym terminie.

Obserwujemy, jak nowe terminy sprawdzają się w Krakowie, i jeśli się przyjmą, chcielibyśmy wprowadzić je również w naszych pozostałych sklepach. O wszelkich zmianach poinformujemy tutaj, na naszym blogu.

Mamy nadzieję, że nowe półgodzinne terminy sprawią, że zakupy u nas będą jeszcze wygodniejsze. Tytoń szkodzi zdrowiu; nasze produkty są przeznaczone wyłącznie dla osób dorosłych.`,
      },
      ru: {
        title: "Наш магазин в Кракове: выдача заказов каждые полчаса",
        excerpt:
          "Забирайте заказ в нашем магазине в Кракове в удобное время: слоты выдачи теперь начинаются каждые 30 минут. Возьмите документ; табачные изделия — только в магазине.",
        body: `Хорошая новость для наших покупателей в Кракове: получить заказ в нашем краковском магазине теперь удобнее. С этого момента вы можете выбрать время выдачи каждые полчаса в течение всего времени работы магазина, так что больше не нужно подстраивать свой день под широкий временной интервал.

## Как это работает

Оформляя заказ онлайн, выберите самовывоз из нашего магазина в Кракове и удобное для вас время. Слоты начинаются каждые 30 минут, например в 15:00, 15:30 или 16:00. Мы готовим заказ до начала вашего слота, так что, когда вы придёте, он уже будет вас ждать.

- При оформлении заказа выберите самовывоз в Кракове.
- Выберите свободный получасовой слот.
- Дождитесь подтверждения, что заказ готов.
- Приходите в магазин в свой слот и возьмите с собой документ, удостоверяющий личность.

Если ваши планы изменятся, как можно раньше сообщите об этом сотрудникам магазина, и мы перенесём выдачу на другой слот.

Более короткие слоты означают и более короткие очереди: заказы распределяются по дню равномернее, так что у наших сотрудников больше времени для вас у кассы. Если у вас есть вопрос о кальяне, чаше или вкусе, смело задавайте его, когда будете забирать заказ.

## Возьмите документ: только 18+

Наш магазин продаёт табак и сопутствующие товары только совершеннолетним. Поэтому мы просим каждого, кто забирает заказ, предъявить документ с фотографией и датой рождения — например, удостоверение личности, паспорт или водительское удостоверение. Прежде чем выдать заказ, наши сотрудники проверят, что вам уже исполнилось 18 лет. Без действительного документа или если за заказом пришёл человек младше 18 лет, мы не можем его выдать. Не обижайтесь, если мы попросим документ, даже когда вы явно старше: мы проверяем всех.

## Табак — в магазине, остальные товары можно доставить

Согласно правилам, внедряющим Директиву ЕС о табачных изделиях (TPD), мы не отправляем табачные изделия почтой или курьером. Табак для кальяна, сигары, табак для самокруток и другие табачные изделия можно зарезервировать онлайн и забрать в одном из наших магазинов, где мы можем лично проверить ваш возраст.

На другие товары это правило не распространяется. Кальяны, чаши, шланги, уголь, устройства контроля жара и другие принадлежности можно, как и раньше, получить с доставкой на ваш адрес или забрать вместе с остальным заказом. Если в заказе есть и табак, и принадлежности, проще всего забрать всё за один визит в выбранный слот.

Мы следим за тем, как новые слоты работают в Кракове, и если они себя оправдают, хотели бы ввести их и в других наших магазинах. Обо всех изменениях мы сообщим здесь, в нашем блоге.

Надеемся, что новые получасовые слоты сделают покупки у нас немного удобнее. Табак вредит здоровью; наши товары предназначены только для совершеннолетних.`,
      },
    },
  },
];
