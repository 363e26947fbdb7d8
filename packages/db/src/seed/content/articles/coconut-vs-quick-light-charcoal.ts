import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
