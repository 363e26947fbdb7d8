import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
