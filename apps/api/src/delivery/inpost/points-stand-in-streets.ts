// The streets the stand-in's lockers stand on: real streets of the four demo cities, each as where it starts and
// ends (approximately) and a postcode of its area. Names as InPost writes them (no "ul."; "Aleje", "Plac" kept).

/** [name, latitude and longitude where it starts, where it ends, postcode]. */
export type StandInStreet = readonly [string, number, number, number, number, string];

interface StandInCity {
  /** The codes' first three letters. */
  prefix: string;
  name: string;
  province: string;
  streets: readonly StandInStreet[];
}

export const STAND_IN_CITIES: readonly StandInCity[] = [
  {
    prefix: "WAW",
    name: "Warszawa",
    province: "mazowieckie",
    streets: [
      ["Marszałkowska", 52.219, 21.018, 52.244, 21.002, "00-017"],
      ["Aleje Jerozolimskie", 52.231, 21.02, 52.213, 20.956, "02-305"],
      ["Puławska", 52.208, 21.021, 52.142, 21.026, "02-515"],
      ["Grójecka", 52.223, 20.988, 52.2, 20.955, "02-320"],
      ["Świętokrzyska", 52.2355, 21.011, 52.233, 20.995, "00-116"],
      ["Nowy Świat", 52.239, 21.018, 52.23, 21.023, "00-373"],
      ["Górczewska", 52.2395, 20.98, 52.24, 20.9, "01-190"],
      ["Targowa", 52.258, 21.039, 52.247, 21.04, "03-733"],
      ["Grochowska", 52.248, 21.055, 52.238, 21.12, "04-357"],
      ["Modlińska", 52.295, 21.01, 52.335, 20.978, "03-216"],
      ["Wołoska", 52.209, 21.004, 52.18, 21.0, "02-675"],
      ["Rakowiecka", 52.205, 21.023, 52.206, 20.99, "02-517"],
      ["Marcina Kasprzaka", 52.228, 20.985, 52.224, 20.95, "01-211"],
      ["Aleja Krakowska", 52.19, 20.96, 52.15, 20.94, "02-284"],
      ["Aleja Jana Pawła II", 52.23, 20.999, 52.265, 20.983, "00-175"],
      ["Aleja Solidarności", 52.247, 20.975, 52.253, 21.055, "01-016"],
      ["Ostrobramska", 52.236, 21.095, 52.231, 21.15, "04-175"],
      ["Władysława Broniewskiego", 52.262, 20.978, 52.283, 20.935, "01-771"],
      ["Kondratowicza", 52.29, 21.03, 52.296, 21.065, "03-285"],
      ["Aleja Komisji Edukacji Narodowej", 52.16, 21.03, 52.13, 21.07, "02-797"],
      ["Połczyńska", 52.22, 20.93, 52.212, 20.87, "01-378"],
      ["Mokotowska", 52.229, 21.019, 52.219, 21.015, "00-640"],
      ["Jana III Sobieskiego", 52.2, 21.042, 52.17, 21.06, "02-930"],
      ["Żelazna", 52.242, 20.995, 52.226, 20.998, "00-806"],
      ["Radzymińska", 52.26, 21.045, 52.28, 21.09, "03-752"],
    ],
  },
  {
    prefix: "KRA",
    name: "Kraków",
    province: "małopolskie",
    streets: [
      ["Floriańska", 50.0636, 19.9396, 50.0652, 19.941, "31-019"],
      ["Długa", 50.069, 19.9375, 50.076, 19.938, "31-146"],
      ["Karmelicka", 50.064, 19.931, 50.07, 19.925, "31-128"],
      ["Józefa Dietla", 50.056, 19.933, 50.056, 19.95, "31-070"],
      ["Wielicka", 50.037, 19.965, 50.015, 19.998, "30-552"],
      ["Kalwaryjska", 50.047, 19.942, 50.038, 19.95, "30-504"],
      ["Zakopiańska", 50.028, 19.93, 49.995, 19.925, "30-418"],
      ["Aleja Pokoju", 50.061, 19.97, 50.066, 20.005, "31-548"],
      ["Nowohucka", 50.058, 19.99, 50.048, 20.015, "30-728"],
      ["Opolska", 50.088, 19.91, 50.093, 19.95, "31-323"],
      ["Pawia", 50.068, 19.945, 50.072, 19.947, "31-154"],
      ["Kamieńskiego", 50.033, 19.943, 50.03, 19.97, "30-644"],
      ["Czarnowiejska", 50.067, 19.924, 50.069, 19.908, "30-054"],
      ["Królewska", 50.071, 19.928, 50.076, 19.915, "30-045"],
      ["Generała Tadeusza Bora-Komorowskiego", 50.09, 19.965, 50.088, 20.0, "31-476"],
      ["Kapelanka", 50.043, 19.925, 50.038, 19.915, "30-347"],
      ["Juliusza Lea", 50.073, 19.92, 50.077, 19.895, "30-048"],
      ["Grzegórzecka", 50.058, 19.947, 50.059, 19.962, "31-559"],
      ["Josepha Conrada", 50.085, 19.895, 50.09, 19.905, "31-357"],
      ["Wrocławska", 50.075, 19.927, 50.088, 19.915, "30-006"],
    ],
  },
  {
    prefix: "WRO",
    name: "Wrocław",
    province: "dolnośląskie",
    streets: [
      ["Świdnicka", 51.1095, 17.031, 51.102, 17.029, "50-068"],
      ["Legnicka", 51.114, 17.01, 51.129, 16.96, "54-203"],
      ["Grabiszyńska", 51.102, 17.015, 51.09, 16.97, "53-501"],
      ["Powstańców Śląskich", 51.1, 17.025, 51.075, 17.005, "53-332"],
      ["Marszałka Józefa Piłsudskiego", 51.101, 17.025, 51.103, 17.042, "50-032"],
      ["Kazimierza Wielkiego", 51.108, 17.028, 51.109, 17.04, "50-077"],
      ["Plac Grunwaldzki", 51.1112, 17.0595, 51.113, 17.062, "50-363"],
      ["Marii Curie-Skłodowskiej", 51.113, 17.055, 51.116, 17.075, "50-369"],
      ["Bolesława Krzywoustego", 51.13, 17.065, 51.14, 17.095, "51-165"],
      ["Żmigrodzka", 51.13, 17.025, 51.155, 17.03, "51-130"],
      ["Ślężna", 51.095, 17.028, 51.08, 17.025, "53-302"],
      ["Borowska", 51.095, 17.042, 51.075, 17.045, "50-529"],
      ["Tadeusza Kościuszki", 51.101, 17.035, 51.103, 17.05, "50-038"],
      ["Jedności Narodowej", 51.117, 17.043, 51.124, 17.055, "50-260"],
      ["Hubska", 51.096, 17.047, 51.092, 17.065, "50-502"],
      ["Aleja Armii Krajowej", 51.08, 17.03, 51.085, 17.07, "51-515"],
      ["Komandorska", 51.098, 17.03, 51.094, 17.015, "53-344"],
    ],
  },
  {
    prefix: "GDA",
    name: "Gdańsk",
    province: "pomorskie",
    streets: [
      ["Długa", 54.3487, 18.648, 54.349, 18.654, "80-827"],
      ["Aleja Grunwaldzka", 54.365, 18.62, 54.405, 18.58, "80-236"],
      ["Kartuska", 54.347, 18.635, 54.337, 18.59, "80-104"],
      ["Juliusza Słowackiego", 54.38, 18.6, 54.39, 18.55, "80-257"],
      ["Aleja Generała Józefa Hallera", 54.37, 18.635, 54.395, 18.615, "80-401"],
      ["Chłopska", 54.405, 18.6, 54.415, 18.595, "80-362"],
      ["Łostowicka", 54.335, 18.62, 54.32, 18.59, "80-121"],
      ["Rajska", 54.355, 18.644, 54.356, 18.649, "80-850"],
      ["Wały Jagiellońskie", 54.351, 18.646, 54.356, 18.646, "80-887"],
      ["Piastowska", 54.397, 18.59, 54.405, 18.575, "80-332"],
      ["Obrońców Wybrzeża", 54.402, 18.6, 54.408, 18.61, "80-398"],
      ["Przemyska", 54.34, 18.635, 54.335, 18.625, "80-180"],
      ["Kołobrzeska", 54.39, 18.59, 54.398, 18.588, "80-391"],
      ["Nowe Ogrody", 54.35, 18.64, 54.347, 18.63, "80-803"],
      ["Aleja Jana Pawła II", 54.395, 18.63, 54.405, 18.635, "80-462"],
    ],
  },
];
