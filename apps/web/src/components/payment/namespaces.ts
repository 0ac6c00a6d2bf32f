/**
 * The texts the payment form and its parts use (the card fields and the address choice read the
 * checkout's). A page that shows the form asks for them with its own at first render: a namespace
 * first asked for by a part that mounts later suspends it, and React then hides the page already
 * on screen until the texts arrive (the page blinks; docs/decisions/058-pages-ask-for-their-texts-first.md).
 */
export const PAYMENT_NAMESPACES = ['payments', 'checkout'] as const;
