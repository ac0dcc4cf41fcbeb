/**
 * vis-network in jsdom (no canvas): the calls the one graph component (src/ui/graph/GraphCanvas.tsx)
 * makes, answered without drawing. For pages that show a graph but whose tests are about something else:
 * `jest.mock('vis-network/standalone', () => jest.requireActual('../support/visNetworkStub'))`.
 * Tests about the graph itself keep their own recording mocks.
 */
export class DataSet<T extends { id: string | number }> {
  private items: T[];
  constructor(items: readonly T[] = []) {
    this.items = [...items];
  }
  getIds() {
    return this.items.map((item) => item.id);
  }
  get() {
    return [...this.items];
  }
  update(items: readonly T[]) {
    for (const item of items) {
      const index = this.items.findIndex((one) => one.id === item.id);
      if (index >= 0) this.items[index] = item;
      else this.items.push(item);
    }
  }
  remove(ids: readonly (string | number)[]) {
    this.items = this.items.filter((item) => !ids.includes(item.id));
  }
}

export class Network {
  on() {}
  once() {}
  off() {}
  selectNodes() {}
  fit() {}
  getScale() {
    return 1;
  }
  focus() {}
  moveTo() {}
  setOptions() {}
  destroy() {}
}
