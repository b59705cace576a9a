import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Buyer } from '../../domain/buyer-session.js';
import type { BuyerRequest } from './buyer-session.guard.js';

/** The buyer BuyerSessionGuard let through. */
export const CurrentBuyer = createParamDecorator((_data: unknown, context: ExecutionContext): Buyer => {
  const buyer = context.switchToHttp().getRequest<BuyerRequest>().buyer;
  if (!buyer) throw new Error('CurrentBuyer used on a route without BuyerSessionGuard');
  return buyer;
});
