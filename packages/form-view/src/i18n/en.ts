import type { ja } from "./ja";

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const en: Texts<typeof ja> = {
  survey: {
    deadline: "Answer by {{deadline}}",
    anonymous: "This survey is anonymous: the school does not see your name.",
    answered: "Answered at {{at}}. You can change it until the deadline.",
    closed: "The deadline has passed: answers can no longer be sent or changed.",
    submit: "Send answer",
    change: "Change answer",
    fixErrors: "Some answers need fixing. Check the message under each question.",
  },
  required: "Required",
  optional: "Optional",
  conditional: "Shown on a condition",
  selectPlaceholder: "Please select",
  period: "Answer period: {{start}} – {{end}}",
  itemError: "{{label}}: {{message}}",
  address: {
    postalCd: "Postal code",
    postalHint: "e.g. 123-4567",
    lookup: "Find address",
    lookupFailed: "No address was found for this postal code.",
    lookupCity: "The city was filled in. Please add the area and street.",
    lookupPrefecture:
      "This postal code covers several cities: only the prefecture was chosen. Please enter the rest.",
    lookupAmbiguous:
      "This postal code spans several prefectures: nothing was filled in. Please choose the prefecture.",
    lookupError: "The address could not be looked up. Please try again later.",
    prefecture: "Prefecture",
    address1: "City and street",
    address2: "Building and room",
  },
  school: {
    select: "Choose a school",
    name: "School name",
    nameHint: "If your school is not listed, type its name",
    other: "Not listed (type the name)",
  },
  division: {
    level: "Level {{n}}",
  },
  planDate: {
    nth: "Choice {{n}}",
  },
  file: {
    choose: "Choose files",
    uploading: "Uploading…",
    types: "File types: {{types}}",
    maxSize: "Up to {{max}} MB per file",
    maxFiles: "Up to {{max}} files",
    remove: "Remove {{name}}",
    download: "Download {{name}}",
    tooLarge: "{{name}} is larger than {{max}} MB.",
    wrongType: "{{name}} is not an allowed kind of file ({{types}}).",
    tooMany: "Up to {{max}} files.",
    uploadFailed: "The file could not be uploaded.",
    unavailable: "Files cannot be sent from the preview.",
    none: "No file chosen",
  },
  facePhoto: {
    choose: "Choose a photo",
    change: "Change photo",
    alt: "Photo for {{label}}",
    placeholder: "No photo",
    note: "A front-facing, upper-body photo without a hat, taken within the last three months.",
  },
  checkbox: {
    checked: "Checked",
  },
};
