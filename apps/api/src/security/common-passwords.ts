/** Common passwords refused at sign-up, restore and change (lower case). Extended by the accounts work. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password",
  "12345678",
  "123456789",
  "1234567890",
  "qwerty123",
  "qwertyuiop",
  "password1",
  "11111111",
  "iloveyou",
  "00000000",
]);
