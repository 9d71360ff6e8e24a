import { NextResponse, type NextRequest } from 'next/server';
import { errorResponse } from '@/server/api/handler';
import { AppError } from '@/server/errors';
import { gatewayNamed } from '@/server/payments';
import type { GatewayName } from '@/server/payments/gateway';
import { applyReport } from '@/server/payments/service';

const GATEWAYS: readonly GatewayName[] = ['sandbox', 'razorpay'];

/**
 * Gateway webhooks. The signature is checked over the raw bytes before anything is parsed; the event id makes a
 * replay a no-op. Events about payments that are not ours are acknowledged and ignored, so the gateway stops.
 */
export async function POST(request: NextRequest, context: { params: Promise<{ gateway: string }> }): Promise<NextResponse> {
  try {
    const { gateway: name } = await context.params;
    if (!GATEWAYS.includes(name as GatewayName)) throw new AppError('NOT_FOUND', 'Unknown gateway.');
    const rawBody = await request.text();
    if (rawBody.length > 256 * 1024) throw new AppError('BAD_REQUEST', 'The webhook body is too large.');
    const report = await gatewayNamed(name as GatewayName).verifyWebhook(rawBody, request.headers);
    if (!report) return NextResponse.json({ received: true, applied: false });
    try {
      const result = await applyReport(name as GatewayName, report);
      return NextResponse.json({ received: true, applied: result.applied });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return NextResponse.json({ received: true, applied: false });
      throw error;
    }
  } catch (error) {
    return errorResponse(error);
  }
}
