import type {
  ContactForm,
  ContactItem,
  ContactPosted,
  ContactPostInput,
} from "@gakumu/domain/contacts/contact-api";
import { memberHttp } from "../http/member-http";
import { API } from "./inbox-api";

// The member API's 連絡 calls (contract: packages/domain/src/contacts/contact-api.ts). Type-only
// imports of the domain's schemas: they stay out of the app's bundle.

export const contactKeys = {
  form: ["contacts", "form"] as const,
  mine: ["contacts", "mine"] as const,
};

export const fetchContactForm = (signal?: AbortSignal) =>
  memberHttp.get<ContactForm>(`${API}/contacts/form`, { notify: false, signal });
export const fetchMyContacts = (signal?: AbortSignal) =>
  memberHttp.get<{ items: ContactItem[] }>(`${API}/contacts`, { notify: false, signal });
export const sendContact = (body: ContactPostInput) =>
  memberHttp.post<ContactPosted>(`${API}/contacts`, body, { notify: false });
export const withdrawContact = (id: number) =>
  memberHttp.post<ContactItem>(`${API}/contacts/${id}/withdraw`, undefined, { notify: false });
