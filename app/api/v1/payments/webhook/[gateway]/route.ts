import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse, readBodyText } from '@/server/api/handler';
import { AppError } from '@/server/errors';
import { gatewayNamed } from '@/server/payments';
import type { GatewayName } from '@/server/payments/gateway';
import { applyReport } from '@/server/payments/service';

const GATEWAYS: readonly GatewayName[] = ['sandbox', 'razorpay'];
/** Gateways' events are a few KB; this leaves them room and nobody else much. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

/**
 * Gateway webhooks. The signature is checked over the raw bytes before anything is parsed; the event id makes a
 * replay a no-op. Events about payments that are not ours are acknowledged and ignored, so the gateway stops.
 */
export async function POST(
  request: NextRequest,
  context: { params: Promise<{ gateway: string }> },
): Promise<NextResponse> {
  try {
    const { gateway: name } = await context.params;
    if (!GATEWAYS.includes(name as GatewayName)) throw new AppError('NOT_FOUND', 'Unknown gateway.');
    // Counted as it streams in: a chunked body without Content-Length is cut off at the limit too (413).
    const rawBody = await readBodyText(request, WEBHOOK_MAX_BYTES);
    const report = await gatewayNamed(name as GatewayName).verifyWebhook(rawBody, request.headers);
    if (!report) return NextResponse.json({ received: true, applied: false });
    try {
      const result = await applyReport(name as GatewayName, report);
      return NextResponse.json({ received: true, applied: result.applied });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return NextResponse.json({ received: true, applied: false });
      throw error;
    }
  } catch (error) {
    return errorResponse(error);
  }
}
