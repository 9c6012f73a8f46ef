import { describe, expect, it } from 'vitest';
import { createAdmission } from './write-admission.js';

describe('write admission', () => {
  it('runs up to `concurrency` at once, queues up to `queueLimit`, and turns the rest away', async () => {
    const admission = createAdmission({ concurrency: 2, queueLimit: 1 });
    const first = await admission.enter();
    const second = await admission.enter();
    expect(first && second).toBeTruthy();
    let thirdAdmitted = false;
    const third = admission.enter().then((release) => {
      thirdAdmitted = true;
      return release;
    });
    expect(admission.waiting).toBe(1);
    expect(await admission.enter()).toBeUndefined(); // the queue is full

    first!();
    const releaseThird = await third;
    expect(thirdAdmitted).toBe(true);
    expect(admission.running).toBe(2);
    second!();
    releaseThird!();
    releaseThird!(); // releasing twice frees one slot only
    expect(admission.running).toBe(0);
    expect(await admission.enter()).toBeTruthy();
  });
});
