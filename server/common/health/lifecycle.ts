import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

/** Knows when the process is shutting down, so readiness turns false and the load balancer drains us. */
@Injectable()
export class Lifecycle implements BeforeApplicationShutdown {
  draining = false;

  beforeApplicationShutdown(): void {
    this.draining = true;
  }
}
