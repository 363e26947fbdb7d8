import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
