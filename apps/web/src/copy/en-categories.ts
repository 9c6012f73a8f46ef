// The texts of Admin > Categories (issue 22).
export const enCategories = {
  nav: 'Categories',
  heading: 'Categories',
  intro:
    'The storefront shows them in this order: in the category bar, on the home page and in the filters. A renamed category keeps its old address, which leads to the new one.',
  newLabel: 'New category',
  add: 'Add category',
  added: (name: string) => `"${name}" added.`,
  columns: { order: 'Order', name: 'Name', products: 'Products', actions: 'Actions' },
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number) => `${name} is now number ${position}.`,
  renameLabel: (name: string) => `Name of ${name}`,
  rename: 'Rename',
  renameAction: (name: string) => `Rename ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: (from: string, to: string) => `"${from}" is now "${to}".`,
  productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  viewInShop: (name: string) => `View ${name} in the shop`,
  formerNames: (names: readonly string[]) =>
    `Old ${names.length === 1 ? 'address' : 'addresses'}: ${names.join(', ')}`,
  delete: 'Delete',
  deleteAction: (name: string) => `Delete ${name}`,
  deleteQuestion: (name: string) => `Delete the category "${name}"? It has no products.`,
  deleteTitle: 'Delete category',
  deleteConfirm: 'Delete',
  deleted: (name: string) => `"${name}" deleted.`,
  moveHeading: (name: string, count: number) =>
    `"${name}" has ${count} ${count === 1 ? 'product' : 'products'}. Move ${count === 1 ? 'it' : 'them'} to:`,
  moveTo: 'Move products to',
  chooseTarget: 'Choose a category',
  moveAndDelete: 'Move and delete',
  movedAndDeleted: (name: string, target: string) =>
    `"${name}" deleted; its products are in "${target}" now.`,
  lastOne: 'A shop needs at least one category.',
};
