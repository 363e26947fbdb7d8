// The shipped list of common passwords (decisions.md), refused at sign-up, restore and change: the most
// used passwords of 8 characters or more (shorter ones fail the length rule anyway), in lower case and
// compared case-insensitively (isCommonPassword in passwords.ts). Whitespace separates them.

import { VALIDATION_MESSAGES } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { AppError } from "../core/app-error";

const LIST = `
password 12345678 123456789 1234567890 qwerty123 qwertyuiop password1 11111111 iloveyou 00000000 password123 password12
password1234 passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort motdepasse contraseña contrasena haslo123 parol123 parola123
wachtwoord salasana senha123 qwertyui qwerty12 qwerty1234 qwerty12345 1qaz2wsx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y zaq12wsx zaq1zaq1
zaq1xsw2 !qaz2wsx qazwsxedc qazwsx123 asdfghjkl asdfghjk asdf1234 zxcvbnm1 zxcvbnm123 zxcvbnma 1qazxsw2 qweasdzxc qweasd123
qwe123qwe qwe12345 asd12345 zxc12345 q1w2e3r4 q1w2e3r4t5 a1b2c3d4 a1s2d3f4 1a2b3c4d abc12345 abcd1234 abcdefgh abcdefg1 abc123456
abcd12345 aaaaaaaa 12341234 12121212 11223344 12344321 87654321 98765432 987654321 0987654321 123123123 123321123 12312312
22222222 33333333 44444444 55555555 66666666 77777777 88888888 99999999 111111111 1111111111 000000000 0000000000 12345678910
123456789a 123456789q 1234567a 1234567q 12345qwert 123qweasd 123qwe123 123456qwerty qwerty123456 147258369 159753123 159357456
741852963 963852741 789456123 147852369 258456789 13131313 20202020 19841984 19851985 19861986 19871987 19881988 19891989 19901990
19911991 19921992 19931993 19941994 19951995 letmein1 letmein123 welcome1 welcome123 welcome2024 welcome2025 changeme changeme1
changeme123 administrator admin123 admin1234 admin12345 adminadmin administrator1 root1234 rootroot superuser sunshine sunshine1
princess princess1 football football1 baseball basketball soccer123 hockey123 iloveyou1 iloveyou2 iloveu123 loveyou1 lovelove
lovely123 ilovegod jesus123 jesuschrist trustno1 monkey123 dragon123 master123 shadow123 michael1 michelle jennifer jessica1
charlie1 charlie123 superman superman1 batman123 spiderman starwars starwars1 pokemon1 pokemon123 naruto123 minecraft minecraft1
computer computer1 internet whatever whatever1 trustme1 freedom1 freedom123 liverpool liverpool1 chelsea1 arsenal1 barcelona
realmadrid manchester juventus1 mercedes ferrari1 porsche1 corvette mustang1 midnight midnight1 starlight butterfly butterfly1
sweetheart cheese123 chocolate chocolate1 strawberry pineapple blueberry rainbow1 rainbow123 flower123 sunflower snowflake
everton1 tottenham leicester qwertyqwerty asdfasdf zxcvzxcv asdfqwer qwerasdf 1234qwer qwer1234 aa123456 aaa12345 a1234567
a12345678 q1234567 z1234567 abc123abc 123abc123 hello123 hello1234 helloworld hellokitty goodluck goodbye1 whatsup1 letmeinnow
nopassword mypassword mypassword1 secret123 secret12 topsecret security1 password! password? password01 password11 password2
password3 password7 password8 password9 password99 password2024 password2025 passwords passwordpassword 1password 12password
123password iloveyou123 babygirl1 princesa1 daniel123 andrew123 anthony1 alexander alexandra victoria1 samantha1 jordan23
michael23 kobe2424 lebron23 thomas123 william1 joshua123 matthew1 nicholas1 christian1 christopher elizabeth1 isabella1 jasmine1
nicole123 maximilian sebastian1 benjamin1 fernando1 gabriel1 oliver123 charlotte1 sophie123 amanda123 ashley123 qwertyuiop1
qwertyuiop123 asdfghjkl1 zxcvbnm12 poiuytrewq lkjhgfdsa mnbvcxz1 ytrewq123 1qaz1qaz 2wsx3edc 3edc4rfv 4rfv5tgb qwerty00 qwerty01
qwerty11 qwerty13 qwerty69 qwerty77 qwerty99 qwertyu1 987654321q 11111111a 00000000a 1234abcd 1234asdf abcd4321 abcdef12 abcdef123
abcabc123 xyz12345 azerty123 azertyuiop qwertz123 qwertzuiop ukraine1 ukraina1 poland123 polska123 russia123 moscow123 warszawa
kochamcie kocham123 zaq1@wsx misiaczek myszka123 slonko123 kotek123 ksiezniczka haslo1234 zaqwsxcde lublin123 krakow123 gdansk123
wroclaw123 poznan123 marcin123 tomasz123 pawel123 piotrek1 agnieszka katarzyna natalia1 monika123 magdalena kasia123 barbara1
justyna1 dominika qwerty1q kiev1234 kyiv2024 sonechko kyivstar slavaukraini ukraine2022 ukraine123 nataliya olena123 oleksandr
volodymyr svetlana natasha1 tatyana1 olga1234 marina123 ekaterina anastasia vladimir dmitriy1 sergey123 aleksandr maksim123
andrey123 nikita123 pavel123 ivan1234 privet123 zvezda123 solnyshko kotenok1 lubimaya 1qaz@wsx qwerty!@# !@#$%^&* 1234567!
12345678! qwerty!! q1w2e3r4t5y6 zaq!2wsx mustang123 harley123 yankees1 cowboys1 steelers eagles123 packers1 raiders1 dolphins
patriots redskins broncos1 chicago1 newyork1 london123 paris123 berlin123 america1 canada123 england1 scotland1 australia freedom!
liberty1 thunder1 lightning diamond1 diamonds silver123 golden123 platinum treasure1 phoenix1 dolphin1 tigger123 bubbles1
cookie123 peanut123 pumpkin1 buster123 snoopy123 garfield1 winniethepooh mickeymouse disney123 hunter123 hunter2hunter killer123
ranger123 soldier1 warrior1 knight123 zombie123 vampire1 angel123 angels123 devil666 lucifer1 metallica nirvana1 slipknot1
eminem123 beatles1 rockstar rockyou1 guitar123 music123 musiclover dancer123 singer123 family123 familia1 friends1 forever1
foreverlove loveme123 kisskiss babygirl babyboy1 sweetie1 honey123 sugar123 candy123 cutie123 pretty123 beautiful gorgeous1
sexy1234 sexygirl hotmail1 gmail123 yahoo123 google123 facebook facebook1 instagram twitter1 youtube1 netflix1 spotify1 microsoft
windows1 windows10 apple123 iphone12 samsung1 samsung123 android1 nintendo playstation xbox360a computer123 laptop123 qwertyasdf
asdfgh12 zxcvbn12 test1234 test12345 testtest tester123 testing1 testing123 demo1234 guest123 user1234 default1 temp1234 temporary
letmein! access123 accessdenied login123 logmein1 backup123 server123 database oracle123 mysql123 postgres changeit
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** VALIDATION_FAILED with the passwordTooCommon message on `path` when the password is a common one. */
export function refuseCommonPassword(password: string, locale: Locale, path = "password"): void {
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new AppError("VALIDATION_FAILED", { issues: [{ path, message: VALIDATION_MESSAGES.passwordTooCommon[locale] }] });
  }
}
