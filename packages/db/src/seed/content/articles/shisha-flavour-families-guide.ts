import type { SeedArticle } from "../types";

const article: SeedArticle = {
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
};
export default article;
