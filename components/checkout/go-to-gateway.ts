import type { CheckoutStartBody } from '@/lib/api/commerce-contracts';

/**
 * Sends the browser to the payment gateway: a plain redirect (the sandbox), or an auto-submitted form POST
 * (Razorpay's hosted checkout). Returns false when there is nowhere to go (already paid, or gateway down).
 */
export function goToGateway(start: CheckoutStartBody): boolean {
  if (start.kind === 'redirect') {
    window.location.assign(start.url);
    return true;
  }
  if (start.kind === 'form') {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = start.action;
    for (const [name, value] of Object.entries(start.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    return true;
  }
  return false;
}
