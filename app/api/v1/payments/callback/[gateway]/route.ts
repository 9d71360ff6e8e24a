import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse, readFormData } from '@/server/api/handler';
import { AppError } from '@/server/errors';
import { gatewayNamed } from '@/server/payments';
import type { GatewayName } from '@/server/payments/gateway';
import { applyReport, orderOfGatewayOrder, paymentPage } from '@/server/payments/service';

const GATEWAYS: readonly GatewayName[] = ['sandbox', 'razorpay'];

/**
 * Where the gateway sends the payer back: the sandbox with a signed GET, Razorpay with a signed form POST (a
 * cross-site POST, so no session cookie: the signature is the proof). The result is applied, then the payer is
 * sent to the order's status page on its own line (toothsi's or skinnsi's) in the order's language.
 */
async function handle(
  request: NextRequest,
  context: { params: Promise<{ gateway: string }> },
  params: Record<string, string>,
): Promise<NextResponse> {
  try {
    const { gateway: name } = await context.params;
    if (!GATEWAYS.includes(name as GatewayName)) throw new AppError('NOT_FOUND', 'Unknown gateway.');
    const report = await gatewayNamed(name as GatewayName).verifyCallback(params);
    const order = await orderOfGatewayOrder(report.gatewayOrderId);
    if (!order) throw new AppError('NOT_FOUND', 'We could not find the order of this payment.');
    // Every verified outcome is applied, `pending` too: it moves the attempt from created to pending, which is
    // what reconciliation (the pending page reading the order, a retry) looks for to ask the gateway again.
    await applyReport(name as GatewayName, report);
    const fresh = await orderOfGatewayOrder(report.gatewayOrderId);
    const status = fresh?.status ?? order.status;
    // The status page of the order's own line: a skinnsi order's payment comes back to /skinnsi/payment/….
    const location = await paymentPage(
      order,
      status === 'paid' ? 'success' : report.outcome === 'failed' ? 'retry' : 'pending',
    );
    return new NextResponse(null, {
      status: 303,
      headers: { Location: location, 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export async function GET(request: NextRequest, context: { params: Promise<{ gateway: string }> }) {
  return handle(request, context, Object.fromEntries(request.nextUrl.searchParams));
}

/** A gateway's callback form holds a few signed fields. */
const CALLBACK_MAX_BYTES = 16 * 1024;

export async function POST(request: NextRequest, context: { params: Promise<{ gateway: string }> }) {
  let form: FormData;
  try {
    form = await readFormData(request, CALLBACK_MAX_BYTES);
  } catch (error) {
    return errorResponse(
      error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE'
        ? error
        : new AppError('BAD_REQUEST', 'The callback body is not a form.'),
    );
  }
  const params: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string') params[key] = value;
  });
  return handle(request, context, params);
}
