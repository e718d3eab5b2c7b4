describe('toast library', () => {
  it('is not loaded before the first toast, which downloads it and then shows, in order', async () => {
    await jest.isolateModulesAsync(async () => {
      const { toastLibrary, subscribeToToastLibrary, withToast } = await import('./toast-library');
      expect(toastLibrary()).toBeUndefined();

      const arrived = jest.fn();
      subscribeToToastLibrary(arrived);
      const shown: string[] = [];
      withToast(() => shown.push('first'));
      withToast(() => shown.push('second'));
      expect(shown).toEqual([]);

      await new Promise((resolve) => subscribeToToastLibrary(() => resolve(undefined)));
      expect(arrived).toHaveBeenCalledTimes(1);
      expect(toastLibrary()?.toast).toEqual(expect.any(Function));
      await Promise.resolve();
      expect(shown).toEqual(['first', 'second']);

      // Once in, a toast is shown at once.
      withToast(() => shown.push('third'));
      expect(shown).toEqual(['first', 'second', 'third']);
    });
  });
});
