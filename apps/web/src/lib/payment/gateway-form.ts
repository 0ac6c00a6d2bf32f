import type { GatewayRedirect } from './types';

/** The little of the DOM this needs, so the rule is testable without a browser. */
type FormDocument = {
  createElement(tag: 'form' | 'input'): unknown;
  body: { appendChild(node: unknown): unknown };
};
type FormLike = {
  method: string;
  action: string;
  acceptCharset: string;
  appendChild(node: unknown): unknown;
  submit(): void;
};
type InputLike = { type: string; name: string; value: string };

/**
 * Posts the gateway's fields to its page as a top-level navigation, as Redsys asks: the browser
 * leaves the shop for the bank's page (SAQ A: card numbers never touch the shop), then the bank
 * sends it back to /payment/result. The CSP's form-action allows exactly the bank's origin.
 */
export function postToGateway(
  redirect: GatewayRedirect,
  doc: FormDocument = document as unknown as FormDocument,
) {
  const form = doc.createElement('form') as FormLike;
  form.method = 'POST';
  form.action = redirect.url;
  form.acceptCharset = 'UTF-8';
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input') as InputLike;
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
