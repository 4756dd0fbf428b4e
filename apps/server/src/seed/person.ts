import {
  BUILDINGS,
  type City,
  HOME_PREFECTURE_WEIGHTS,
  OTHER_PREFECTURES_SHARE,
  PREFECTURES,
  type Prefecture,
  TOWNS,
} from "./addresses.data";
import {
  FEMALE_NAMES_ADULT,
  FEMALE_NAMES_YOUNG,
  MALE_NAMES_ADULT,
  MALE_NAMES_YOUNG,
  type NameEntry,
  SURNAMES,
} from "./names.data";
import { type Random, WeightedPicker } from "./random";

// Pieces of a generated person: name with reading, home address, telephone numbers.

/** Japanese rosters separate family and given name with an ideographic space, in name and kana alike. */
export const NAME_SEPARATOR = "\u3000";

// Frequency falls off with rank, so 佐藤 and 鈴木 come up often and 荒木 rarely, as in a real class list.
const surnamePicker = new WeightedPicker(SURNAMES, (_, rank) => 1 / (rank + 8));

export interface PersonName {
  family: NameEntry;
  given: NameEntry;
  name: string;
  nameKana: string;
}

export function personName(random: Random, genderCd: 1 | 2, generation: "young" | "adult"): PersonName {
  const family = surnamePicker.pick(random);
  const pool =
    generation === "young"
      ? genderCd === 1
        ? MALE_NAMES_YOUNG
        : FEMALE_NAMES_YOUNG
      : genderCd === 1
        ? MALE_NAMES_ADULT
        : FEMALE_NAMES_ADULT;
  const given = random.pick(pool);
  return {
    family,
    given,
    name: family.kanji + NAME_SEPARATOR + given.kanji,
    nameKana: family.kana + NAME_SEPARATOR + given.kana,
  };
}

export interface Address {
  prefecture: Prefecture;
  city: City;
  town: string;
  postalCd: string;
  address1: string;
  address2: string | null;
}

const otherPrefectures = PREFECTURES.filter((p) => !(p.code in HOME_PREFECTURE_WEIGHTS));
const homePrefecturePicker = new WeightedPicker(
  [...PREFECTURES.filter((p) => p.code in HOME_PREFECTURE_WEIGHTS), ...otherPrefectures],
  (p) => HOME_PREFECTURE_WEIGHTS[p.code] ?? OTHER_PREFECTURES_SHARE / otherPrefectures.length,
);

/** True for the four prefectures a Tokyo school's day students commute from. */
export const isCommutingDistance = (prefectureCd: string) => prefectureCd in HOME_PREFECTURE_WEIGHTS;

export function homeAddress(random: Random): Address {
  const prefecture = homePrefecturePicker.pick(random);
  const city = random.pick(prefecture.cities);
  const postalCd = `${random.pick(city.postal3)}-${random.digits(4)}`;
  const town = random.pick(TOWNS);
  const address1 = `${city.name}${town}${random.int(1, 5)}丁目${random.int(1, 30)}番${random.int(1, 20)}号`;
  // About four in ten live in a flat or an apartment block and give its name and room number.
  const address2 = random.chance(0.4)
    ? `${random.pick(BUILDINGS)}${random.int(1, 12)}0${random.int(1, 9)}号室`
    : null;
  return { prefecture, city, town, postalCd, address1, address2 };
}

/** 090/080/070-xxxx-xxxx. */
export function mobileNumber(random: Random): string {
  return `${random.pick(["090", "080", "070"])}-${random.digits(4)}-${random.digits(4)}`;
}

/** A ten-digit fixed-line number in the city's area code: 03-xxxx-xxxx, 045-xxx-xxxx, 0466-xx-xxxx. */
export function fixedLineNumber(random: Random, city: City): string {
  const local = random.digits(6 - city.areaCode.length);
  return `${city.areaCode}-${random.pick(["2", "3", "5", "6", "7", "8"])}${local.slice(1)}-${random.digits(4)}`;
}

/** The name a municipal lower-secondary school takes: 世田谷区立 / 札幌市立 / 川口市立. */
export function municipalSchoolOwner(cityName: string): string {
  const city = /^(.+?市)/.exec(cityName);
  return `${city ? city[1] : cityName}立`;
}

/** 'YYYY-MM-DD' for a day between two dates, both included (calendar dates, no time zone involved). */
export function dateBetween(random: Random, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const day = random.int(0, Math.round((end - start) / 86_400_000));
  return new Date(start + day * 86_400_000).toISOString().slice(0, 10);
}
