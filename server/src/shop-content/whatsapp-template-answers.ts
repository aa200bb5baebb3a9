// The owner's WhatsApp templates between the API's enums (PAYMENT_FAILED, FIRST_NAME) and the settings' names
// (payment_failed, firstName).
import {
  ORDER_UPDATE_EVENTS,
  type OrderUpdateField,
  type WhatsAppTemplateEdit,
  type WhatsAppTemplates,
} from '../domain/whatsapp-templates.js';
import type {
  WhatsAppTemplate,
  WhatsAppTemplateField,
  WhatsAppTemplateInput,
  WhatsAppUpdateEvent,
} from '../graphql/generated/resolvers-types.js';

const apiField = (field: OrderUpdateField) =>
  field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() as WhatsAppTemplateField;
const settingsField = (field: WhatsAppTemplateField) =>
  field.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as OrderUpdateField;

/** Every update's template, in the updates' order. */
export function templatesAnswer(templates: WhatsAppTemplates): WhatsAppTemplate[] {
  return ORDER_UPDATE_EVENTS.map((event) => ({
    event: event.toUpperCase() as WhatsAppUpdateEvent,
    name: templates[event].name,
    parameters: templates[event].parameters.map(apiField),
  }));
}

export function templateEdits(input: readonly WhatsAppTemplateInput[]): WhatsAppTemplateEdit[] {
  return input.map((edit) => ({
    event: edit.event.toLowerCase() as WhatsAppTemplateEdit['event'],
    name: edit.name,
    parameters: edit.parameters.map(settingsField),
  }));
}
