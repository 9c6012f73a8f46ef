import { describe, expect, it } from 'vitest';
import { imageSrcSet, isResizableImage, parseImageWidth } from './images.js';

describe('product picture widths', () => {
  it('offers every width of a picture the server resizes', () => {
    expect(imageSrcSet('/demo-images/nova-se.webp')).toBe(
      '/demo-images/nova-se.webp?w=200 200w, /demo-images/nova-se.webp?w=400 400w, /demo-images/nova-se.webp?w=600 600w, /demo-images/nova-se.webp?w=800 800w',
    );
  });

  it('resizes staff uploads whatever their original format', () => {
    expect(isResizableImage('/uploads/product/1700000000000red-shoe.jpg')).toBe(true);
    expect(isResizableImage('/uploads/elsewhere/a.jpg')).toBe(false);
  });

  it('leaves other URLs alone', () => {
    expect(isResizableImage('https://cdn.example.com/a.webp')).toBe(false);
    expect(isResizableImage('/demo-images/old.svg')).toBe(false);
    expect(imageSrcSet('/x.svg')).toBeUndefined();
  });

  it('accepts only the listed widths', () => {
    expect(parseImageWidth('600')).toBe(600);
    expect(parseImageWidth('601')).toBeUndefined();
    expect(parseImageWidth(undefined)).toBeUndefined();
  });
});
