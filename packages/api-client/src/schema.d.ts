// Generated from openapi.json by `npm run generate -w @eshop/api-client`: do not edit.

export interface paths {
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products: search, filter, sort and page */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/popular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products in stock, the most sold first (offered where a search finds nothing) */
        get: operations["getProductsPopular"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories with their product counts */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands, of one category or all, with their product counts */
        get: operations["listBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper, or null */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings the web app needs */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff-invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the staff with an invitation's link: choose a password (then sign in with it) */
        post: operations["createStaffInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My cart */
        get: operations["getCart"];
        /** Replace my cart */
        put: operations["replaceCart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a visitor's cart to mine (at sign-in); a mergeId seen before adds nothing */
        post: operations["mergeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price the cart on the server and start a card payment (authorise only) */
        post: operations["createPaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the cart costs delivered to an address: shipping methods, tax and total */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order of an authorised payment (created once, whoever asks first) */
        post: operations["completeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/restore/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A checkout reminder's link back to the cart: the left checkout's lines at today's prices (signed link) */
        get: operations["getCheckoutRestore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's usual delivery methods and rates, for product pages */
        get: operations["listDeliveryOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guest-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest's order, through the signed link its e-mails carry */
        get: operations["getGuestOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/last-addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The addresses of my last checkout, to offer again */
        get: operations["listCheckoutLastAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My orders, newest first */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my orders */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My account */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Agree to news and offers by e-mail, or stop them */
        put: operations["replaceAccountNewsletter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The browsers signed in to my account, this one marked */
        get: operations["listAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one browser out of my account */
        delete: operations["deleteAccountSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/end-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere but here */
        post: operations["createAccountSessionsEndOther"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the shop keeps about me, as a JSON file */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete my account (my orders stay for the shop's books, without me) */
        post: operations["createAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My address book, the defaults first */
        get: operations["listAccountAddresses"];
        put?: never;
        /** Keep an address (the first one becomes the default for shipping and billing) */
        post: operations["createAccountAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an address, or make it a default */
        put: operations["replaceAccountAddress"];
        post?: never;
        /** Forget an address (a default passes to the newest address left) */
        delete: operations["deleteAccountAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice of one of my orders (PDF) */
        get: operations["getOrderInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/credit-notes/{number}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the credit notes of one of my orders (PDF): a refund given back */
        get: operations["getOrderCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the product's reviews, newest first, with their average */
        get: operations["listProductReviews"];
        put?: never;
        /** Writes the shopper's review of a product they bought (201), or edits it (200) */
        post: operations["createProductReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/my-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in shopper may review the product, and the review they wrote */
        get: operations["getProductMyReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the contact form's message to the shop (reply-to the sender) */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops news, offers and reminders to an address (the link its e-mails carry) */
        post: operations["createUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the shop's pages (shipping, returns, privacy, terms), as Markdown */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events: product changes for everyone, and the signed-in shopper's own order status changes */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/test-payments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** TEST MODE: pay a payment intent with a test card */
        post: operations["confirmTestPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Earnings, product and order counts, orders by status, earnings per day */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shopper's orders, newest first, optionally by status, number/e-mail/name and dates */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order, with its items, addresses and the state of a guest's status link */
        get: operations["getAdminOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes an order's status (and its tracking number and link) */
        patch: operations["updateAdminOrder"];
        trace?: never;
    };
    "/api/admin/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders matching the list filters as a CSV file, newest first (streamed) */
        get: operations["exportAdminOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/guest-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the guest a new status link to the order; links sent before stop working */
        post: operations["createAdminOrderGuestLink"];
        /** Revoke a guest order's status links: every link sent stops opening the order */
        delete: operations["deleteAdminOrderGuestLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events for the admin: new orders, status changes and product changes */
        get: operations["streamAdminEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on sale, newest first, ten a page, optionally searched */
        get: operations["listAdminProducts"];
        put?: never;
        /** Adds a product (its image uploaded first) */
        post: operations["createAdminProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product, to edit */
        get: operations["getAdminProduct"];
        /** Overwrites a product: createdAt kept, editedAt set, a replaced image deleted */
        put: operations["replaceAdminProduct"];
        post?: never;
        /** Deletes a product and its image; one that orders name is kept for them, off the storefront */
        delete: operations["deleteAdminProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product's options and variants, to edit */
        get: operations["listAdminProductVariants"];
        /** Replaces a product's options and variants (variants named by id, or by the same values, are kept); its price becomes the lowest, its stock the sum */
        put: operations["replaceAdminProductVariants"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads a product image (multipart field "file": JPEG, PNG, WebP or AVIF, 5 MB, 40 MP) */
        post: operations["createAdminUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer with their orders, spend and consent to news and offers (with its date), as CSV */
        get: operations["exportAdminCustomersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts and guests, who ordered last first, ten a page, optionally searched by name or e-mail */
        get: operations["listAdminCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/customers/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer (key: an account's id, or a guest's e-mail) and their orders, newest first */
        get: operations["getAdminCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/shipping-and-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping zones and methods, tax rates, and whether prices include tax */
        get: operations["getAdminShippingAndTax"];
        /** Replaces the shipping and tax settings (checkouts use them from the next quote on) */
        put: operations["replaceAdminShippingAndTax"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves one of the shop's pages (shown at once, on every instance) */
        put: operations["replaceAdminPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give back part or all of a paid order: lines (optionally back to stock) or an amount */
        post: operations["createAdminOrderRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order before it ships: the payment released or refunded, its units back in stock */
        post: operations["cancelAdminOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products on sale with their stock, fewest first, twenty a page; searched, or low stock only */
        get: operations["getAdminInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/{id}/stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Sets a product's stock (0 to 1,000,000), or moves it by the difference from stockWas */
        patch: operations["updateAdminProductStock"];
        trace?: never;
    };
    "/api/admin/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's invoice (PDF) */
        get: operations["getAdminOrderInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/packing-slip.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's packing slip (PDF) */
        get: operations["getAdminOrderPackingSlipPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/credit-notes/{number}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of an order's credit notes (PDF): a refund given back, against the order's invoice */
        get: operations["getAdminOrderCreditNote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin write, newest first: who, what, when, and the thing before and after */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories in order, with their products on sale */
        get: operations["listAdminCategories"];
        put?: never;
        /** Adds a category at the end */
        post: operations["createAdminCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a category; one with products moves them to `moveTo` first */
        delete: operations["deleteAdminCategory"];
        options?: never;
        head?: never;
        /** Renames a category: its products follow, its old address redirects */
        patch: operations["updateAdminCategory"];
        trace?: never;
    };
    "/api/admin/categories/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Puts the categories in a new order */
        put: operations["replaceAdminCategoriesOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products on sale as a CSV file with the import’s columns, newest first (streamed) */
        get: operations["exportAdminProductsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import: what its preview found, and how far its job has got */
        get: operations["getAdminProductsImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/imports/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts writing a previewed import in the background (or goes on with an interrupted one) */
        post: operations["startAdminProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/products/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a product CSV (multipart field "file"; pictures it names in "pictures") and previews the import; writes no product */
        post: operations["createAdminProductsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's name, logo and colours (storefront header, buttons, e-mails) */
        get: operations["getAdminSettingsBranding"];
        /** Saves the shop's name (empty: SHOP_NAME), logo (an uploaded image, or null) and colours; the accent must read 4.5:1 against white */
        put: operations["replaceAdminSettingsBranding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/email-sender": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the shop's e-mails come from (SHOP_EMAIL_FROM until saved) */
        get: operations["getAdminSettingsEmailSender"];
        /** Saves the From of every e-mail (an empty name: the shop's name) */
        put: operations["replaceAdminSettingsEmailSender"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/currency-format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How prices look: symbol, its side, the separators (the shop charges in US dollars) */
        get: operations["getAdminSettingsCurrencyFormat"];
        /** Saves how prices look, on the storefront, in e-mails and invoices */
        put: operations["replaceAdminSettingsCurrencyFormat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shop's contact details (the contact page and the footer show them) */
        get: operations["getAdminSettingsContact"];
        /** Saves the shop's contact details (empty clears one); every instance shows them at once */
        put: operations["replaceAdminSettingsContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/checkout-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a checkout left without paying sends one reminder e-mail, after how long, and to whom */
        get: operations["getAdminSettingsCheckoutReminders"];
        /** Turns checkout reminders on or off, with their delay and whether shoppers must agree at checkout first */
        put: operations["replaceAdminSettingsCheckoutReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether confirmation e-mails carry the invoice PDF */
        get: operations["getAdminSettingsInvoices"];
        /** Turn the invoice PDF in confirmation e-mails on or off */
        put: operations["replaceAdminSettingsInvoices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who sells, as invoices and credit notes name them (legal name, address, country, VAT number) */
        get: operations["getAdminSettingsSeller"];
        /** Saves the seller's legal name (empty: the shop's name), address, country and VAT number */
        put: operations["replaceAdminSettingsSeller"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/search-synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups of words a search treats alike (shoe, sneaker, trainer); the defaults until saved */
        get: operations["getAdminSettingsSearchSynonyms"];
        /** Saves the search synonyms: groups of two to 20 single words, at most 200 groups */
        put: operations["replaceAdminSettingsSearchSynonyms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/texts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's wording of storefront texts, every language */
        get: operations["listAdminTexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/texts/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves the owner's text for one storefront text key in a language, or with text null gives it its default back */
        put: operations["replaceAdminText"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/currency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The currency the shop charges in (ISO 4217) */
        get: operations["getAdminSettingsCurrency"];
        /** Changes the currency the shop charges in: every price and shipping rate keeps its number in the new currency (19.99 USD -> 19.99 EUR, -> 20 JPY), prices look as the currency does in en-US, orders keep theirs */
        put: operations["replaceAdminSettingsCurrency"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The discount codes, newest first, with how many orders used each */
        get: operations["listAdminDiscounts"];
        put?: never;
        /** Adds a discount code (amounts in the shop currency) */
        post: operations["createAdminDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every discount code with its settings, uses and the money it took off, as a CSV file */
        get: operations["exportAdminDiscountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders that used a discount code, newest first (the latest 200) */
        get: operations["listAdminDiscountOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One discount code with its uses */
        get: operations["getAdminDiscount"];
        /** Replaces a discount code's settings (the orders that used it keep it) */
        put: operations["replaceAdminDiscount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/discounts/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Pauses a discount code, or makes it active again */
        patch: operations["updateAdminDiscountStatus"];
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff and the invitations still open */
        get: operations["getAdminStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone to the staff by e-mail, with the permissions ticked */
        post: operations["createAdminStaffInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation (its link stops working) */
        delete: operations["deleteAdminStaffInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change what a staff member may do (their next request follows it) */
        put: operations["replaceAdminStaffPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Require two-factor sign-in of staff, or stop requiring it (the admin refuses staff without it) */
        put: operations["replaceAdminStaffTwoFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn off a staff member's two-factor sign-in (a lost phone): signed out everywhere */
        delete: operations["deleteAdminStaffTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove someone from the staff: back to a shopper, signed out everywhere at once */
        delete: operations["deleteAdminStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: {
        /** @description Refused: every error of the API has this shape; `error.code` says which (ERROR_CODES in @eshop/shared). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    error: {
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                        message: string;
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProducts: {
        parameters: {
            query?: {
                search?: string;
                category?: string;
                brand?: string[];
                option?: (string & (string))[];
                minPriceCents?: number;
                maxPriceCents?: number;
                inStock?: "true" | "false";
                onSale?: "true" | "false";
                sort?: "best" | "latest" | "lowest-price" | "highest-price" | "a-z" | "z-a";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            imageURL: string;
                            priceCents: number;
                            category: string;
                            brand: string;
                            desc: string;
                            stock: number;
                            reviewCount: number;
                            averageRating: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                            gallery?: string[];
                            /** @enum {string} */
                            taxClass?: "standard" | "reduced" | "zero";
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            priceMaxCents?: number;
                            compareAtCents?: number;
                            variants?: {
                                /** Format: uuid */
                                id: string;
                                values: string[];
                                title: string;
                                sku: string;
                                priceCents: number;
                                compareAtCents: number | null;
                                stock: number;
                                imageURL: string | null;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                        minPriceCents: number;
                        maxPriceCents: number;
                        facets?: {
                            categories: {
                                name: string;
                                count: number;
                            }[];
                            brands: {
                                name: string;
                                count: number;
                            }[];
                            options: {
                                name: string;
                                values: {
                                    value: string;
                                    count: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        imageURL: string;
                        priceCents: number;
                        category: string;
                        brand: string;
                        desc: string;
                        stock: number;
                        reviewCount: number;
                        averageRating: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                        gallery?: string[];
                        /** @enum {string} */
                        taxClass?: "standard" | "reduced" | "zero";
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        priceMaxCents?: number;
                        compareAtCents?: number;
                        variants?: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getProductsPopular: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            imageURL: string;
                            priceCents: number;
                            category: string;
                            brand: string;
                            desc: string;
                            stock: number;
                            reviewCount: number;
                            averageRating: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                            gallery?: string[];
                            /** @enum {string} */
                            taxClass?: "standard" | "reduced" | "zero";
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            priceMaxCents?: number;
                            compareAtCents?: number;
                            variants?: {
                                /** Format: uuid */
                                id: string;
                                values: string[];
                                title: string;
                                sku: string;
                                priceCents: number;
                                compareAtCents: number | null;
                                stock: number;
                                imageURL: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            count: number;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listBrands: {
        parameters: {
            query?: {
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            displayName: string;
                            isAdmin: boolean;
                            isOwner: boolean;
                            permissions: string[];
                            isEmailVerified: boolean;
                            isTwoFactorEnabled: boolean;
                        } | null;
                        mustTurnOnTwoFactor: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shopName: string;
                        isGoogleSignInEnabled: boolean;
                        /** @enum {string} */
                        payments: "test" | "stripe";
                        publicUrl: string;
                        stripePublishableKey: string | null;
                        contact: {
                            email: string | null;
                            phone: string | null;
                            address: string | null;
                        };
                        branding: {
                            logo: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            headerColor: string;
                            accentColor: string;
                        };
                        /**
                         * @description An ISO 4217 code the shop can charge in (USD, EUR, JPY, ...)
                         * @enum {string}
                         */
                        currency: "AED" | "AUD" | "BHD" | "BRL" | "CAD" | "CHF" | "CLP" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "ILS" | "INR" | "JOD" | "JPY" | "KRW" | "KWD" | "MXN" | "MYR" | "NOK" | "NZD" | "OMR" | "PHP" | "PLN" | "RON" | "SAR" | "SEK" | "SGD" | "THB" | "TRY" | "USD" | "ZAR";
                        currencyFormat: {
                            symbol: string;
                            /** @enum {string} */
                            symbolPosition: "before" | "after";
                            /** @enum {string} */
                            thousandsSeparator: "comma" | "dot" | "space" | "apostrophe" | "none";
                            /** @enum {string} */
                            decimalSeparator: "dot" | "comma";
                        };
                        lastEventId: number;
                        texts?: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        asksReminderConsent?: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createStaffInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    name: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            stock?: number;
                        }[];
                        totalQuantity: number;
                        totalAmountCents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        productId: string;
                        /** Format: uuid */
                        variantId?: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            stock?: number;
                        }[];
                        totalQuantity: number;
                        totalAmountCents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    mergeCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    mergeId: string;
                    items: {
                        /** Format: uuid */
                        productId: string;
                        /** Format: uuid */
                        variantId?: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            stock?: number;
                        }[];
                        totalQuantity: number;
                        totalAmountCents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createPaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        variantId?: string;
                        cartQuantity: number;
                    }[];
                    userEmail?: string;
                    shipping: {
                        name: string;
                        line1: string;
                        /** @default  */
                        line2?: string;
                        city: string;
                        /** @default  */
                        state?: string;
                        /** @default  */
                        postal_code?: string;
                        country: string;
                        /** @default  */
                        phone?: string;
                    };
                    billing: {
                        name: string;
                        line1: string;
                        /** @default  */
                        line2?: string;
                        city: string;
                        /** @default  */
                        state?: string;
                        /** @default  */
                        postal_code?: string;
                        country: string;
                        /** @default  */
                        phone?: string;
                    };
                    /** Format: uuid */
                    cartId?: string;
                    /** Format: uuid */
                    shippingMethodId?: string;
                    expectedTotalCents?: number;
                    vatId?: string;
                    /** @enum {string} */
                    language?: "en" | "de";
                    discountCode?: string;
                    newsletterConsent?: boolean;
                    reminderConsent?: boolean;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        paymentIntentId: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        amountCents: number;
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        variantId?: string;
                        cartQuantity: number;
                    }[];
                    shipping: {
                        country: string;
                        /** @default  */
                        state?: string;
                    };
                    /** Format: uuid */
                    shippingMethodId?: string;
                    vatId?: string;
                    discountCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingOptions: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            amountCents: number;
                            rateCents: number;
                            freeFromCents: number | null;
                        }[];
                        /** Format: uuid */
                        shippingMethodId: string | null;
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        buyerVatId?: string | null;
                        discountCode?: {
                            code: string;
                            applied: boolean;
                            /** @enum {string} */
                            refusal?: "unknown" | "paused" | "not_started" | "expired" | "used_up" | "already_used" | "minimum_subtotal" | "minimum_quantity" | "not_applicable" | "wrong_country";
                            message?: string;
                            minSubtotalCents?: number;
                            minQuantity?: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    completeCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentIntentId: string;
                    clientSecret?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        orderId: string;
                        guestLink?: {
                            exp: number;
                            token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getCheckoutRestore: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listDeliveryOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zone: string | null;
                        methods: {
                            name: string;
                            rateCents: number;
                            freeFromCents: number | null;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getGuestOrder: {
        parameters: {
            query: {
                exp: number;
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listCheckoutLastAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        shipping: {
                            name: string;
                            line1: string;
                            /** @default  */
                            line2: string;
                            city: string;
                            /** @default  */
                            state: string;
                            /** @default  */
                            postal_code: string;
                            country: string;
                            /** @default  */
                            phone: string;
                        } | null;
                        billing: {
                            name: string;
                            line1: string;
                            /** @default  */
                            line2: string;
                            city: string;
                            /** @default  */
                            state: string;
                            /** @default  */
                            postal_code: string;
                            country: string;
                            /** @default  */
                            phone: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: number;
                            /** Format: date-time */
                            createdAt: string;
                            orderAmountCents: number;
                            /** @enum {string} */
                            orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                            totals: {
                                currency: string;
                                subtotalCents: number;
                                shippingMethod: string | null;
                                shippingCents: number;
                                taxCents: number;
                                taxLines: {
                                    name: string;
                                    rateBasisPoints: number;
                                    amountCents: number;
                                }[];
                                pricesIncludeTax: boolean;
                                reverseCharge?: boolean;
                                vatRemovedCents?: number;
                                discountCents?: number;
                                discountLines?: {
                                    name: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                            };
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        isEmailVerified: boolean;
                        hasPassword: boolean;
                        isTwoFactorEnabled: boolean;
                        newsletterConsent: boolean;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAccountNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consent: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        isEmailVerified: boolean;
                        hasPassword: boolean;
                        isTwoFactorEnabled: boolean;
                        newsletterConsent: boolean;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            userAgent: string | null;
                            ipAddress: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastActiveAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAccountSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAccountSessionsEndOther: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    exportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        exportedAt: string;
                        account: {
                            email: string;
                            name: string;
                            isEmailVerified: boolean;
                            hasPassword: boolean;
                            isTwoFactorEnabled: boolean;
                            newsletterConsent: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        addresses: {
                            /** Format: uuid */
                            id: string;
                            address: {
                                name: string;
                                line1: string;
                                /** @default  */
                                line2: string;
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                postal_code: string;
                                country: string;
                                /** @default  */
                                phone: string;
                            };
                            isDefaultShipping: boolean;
                            isDefaultBilling: boolean;
                        }[];
                        orders: {
                            /** Format: uuid */
                            id: string;
                            number: number;
                            /** Format: date-time */
                            createdAt: string;
                            orderAmountCents: number;
                            /** @enum {string} */
                            orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                            totals: {
                                currency: string;
                                subtotalCents: number;
                                shippingMethod: string | null;
                                shippingCents: number;
                                taxCents: number;
                                taxLines: {
                                    name: string;
                                    rateBasisPoints: number;
                                    amountCents: number;
                                }[];
                                pricesIncludeTax: boolean;
                                reverseCharge?: boolean;
                                vatRemovedCents?: number;
                                discountCents?: number;
                                discountLines?: {
                                    name: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                            };
                            userEmail: string;
                            cartItems: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                variantTitle?: string;
                                sku?: string;
                                name: string;
                                priceCents: number;
                                imageURL: string;
                                cartQuantity: number;
                                taxCents?: number;
                                taxRateBasisPoints?: number;
                                discountCents?: number;
                            }[];
                            shippingAddress: {
                                name: string;
                                line1: string;
                                line2: string;
                                city: string;
                                state: string;
                                postal_code: string;
                                country: string;
                                phone: string;
                            };
                            billingAddress: {
                                name: string;
                                line1: string;
                                line2: string;
                                city: string;
                                state: string;
                                postal_code: string;
                                country: string;
                                phone: string;
                            };
                            /** Format: date-time */
                            editedAt: string | null;
                            paymentMethod: {
                                brand: string;
                                last4: string;
                            } | null;
                            trackingNumber: string | null;
                            trackingUrl: string | null;
                            refundedCents: number;
                            buyerVatId?: string | null;
                            /** @enum {string} */
                            language?: "en" | "de";
                            discountCode?: string | null;
                            /** @enum {string} */
                            paymentState: "authorized" | "captured" | "canceled";
                            refunds: {
                                /** Format: uuid */
                                id: string;
                                amountCents: number;
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                reason: string | null;
                                lines: {
                                    /** Format: uuid */
                                    id: string;
                                    /** Format: uuid */
                                    variantId?: string;
                                    quantity: number;
                                    /** @default false */
                                    restock: boolean;
                                }[];
                                failure: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                creditNoteNumber: number | null;
                            }[];
                            statusDates?: {
                                /** Format: date-time */
                                shipped: string | null;
                                /** Format: date-time */
                                delivered: string | null;
                                /** Format: date-time */
                                cancelled: string | null;
                            };
                        }[];
                        reviews: {
                            /** Format: uuid */
                            productId: string;
                            productName: string;
                            rate: number;
                            review: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                        }[];
                        sessions: {
                            id: string;
                            userAgent: string | null;
                            ipAddress: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastActiveAt: string;
                            isCurrent: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAccountAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** Format: uuid */
                            id: string;
                            address: {
                                name: string;
                                line1: string;
                                /** @default  */
                                line2: string;
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                postal_code: string;
                                country: string;
                                /** @default  */
                                phone: string;
                            };
                            isDefaultShipping: boolean;
                            isDefaultBilling: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAccountAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        name: string;
                        line1: string;
                        /** @default  */
                        line2?: string;
                        city: string;
                        /** @default  */
                        state?: string;
                        /** @default  */
                        postal_code?: string;
                        country: string;
                        /** @default  */
                        phone?: string;
                    };
                    /** @default false */
                    isDefaultShipping?: boolean;
                    /** @default false */
                    isDefaultBilling?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        address: {
                            name: string;
                            line1: string;
                            /** @default  */
                            line2: string;
                            city: string;
                            /** @default  */
                            state: string;
                            /** @default  */
                            postal_code: string;
                            country: string;
                            /** @default  */
                            phone: string;
                        };
                        isDefaultShipping: boolean;
                        isDefaultBilling: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAccountAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: {
                        name: string;
                        line1: string;
                        /** @default  */
                        line2?: string;
                        city: string;
                        /** @default  */
                        state?: string;
                        /** @default  */
                        postal_code?: string;
                        country: string;
                        /** @default  */
                        phone?: string;
                    };
                    /** @default false */
                    isDefaultShipping?: boolean;
                    /** @default false */
                    isDefaultBilling?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        address: {
                            name: string;
                            line1: string;
                            /** @default  */
                            line2: string;
                            city: string;
                            /** @default  */
                            state: string;
                            /** @default  */
                            postal_code: string;
                            country: string;
                            /** @default  */
                            phone: string;
                        };
                        isDefaultShipping: boolean;
                        isDefaultBilling: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAccountAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            /** Format: uuid */
                            id: string;
                            address: {
                                name: string;
                                line1: string;
                                /** @default  */
                                line2: string;
                                city: string;
                                /** @default  */
                                state: string;
                                /** @default  */
                                postal_code: string;
                                country: string;
                                /** @default  */
                                phone: string;
                            };
                            isDefaultShipping: boolean;
                            isDefaultBilling: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getOrderInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getOrderCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listProductReviews: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            productId: string;
                            userName: string;
                            rate: number;
                            review: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                        averageRating: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createProductReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rate: number;
                    review: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        productId: string;
                        userName: string;
                        rate: number;
                        review: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        productId: string;
                        userName: string;
                        rate: number;
                        review: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getProductMyReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canReview: boolean;
                        review: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            productId: string;
                            userName: string;
                            rate: number;
                            review: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_name: string;
                    /** Format: email */
                    user_email: string;
                    subject: string;
                    /** @default  */
                    message?: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createUnsubscribe: {
        parameters: {
            query?: {
                email?: string;
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    token: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: "shipping" | "returns" | "privacy" | "terms";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        slug: "shipping" | "returns" | "privacy" | "terms";
                        title: string;
                        body: string;
                        /** Format: date-time */
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    confirmTestPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientSecret: string;
                    cardNumber: string;
                    expiry: string;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currency: string;
                        ordersInOtherCurrencies: number;
                        earningsCents: number;
                        earningsBreakdown: {
                            subtotalCents: number;
                            shippingCents: number;
                            discountCents: number;
                            taxCents: number;
                            refundedCents: number;
                        };
                        productCount: number;
                        orderCount: number;
                        ordersByStatus: {
                            "Order Placed": number;
                            "Processing...": number;
                            "Shipped...": number;
                            Delivered: number;
                            Cancelled: number;
                        } & {
                            [key: string]: number;
                        };
                        earningsByDay: {
                            /** Format: date */
                            day: string;
                            earningsCents: number;
                            orderCount: number;
                        }[];
                        lowStock: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            stock: number;
                        }[];
                        averageOrderValueCents: number;
                        topProducts: {
                            id: string;
                            name: string;
                            units: number;
                            revenueCents: number;
                        }[];
                        periodComparison: {
                            current: {
                                earningsCents: number;
                                orderCount: number;
                                averageOrderValueCents: number;
                            };
                            previous: {
                                earningsCents: number;
                                orderCount: number;
                                averageOrderValueCents: number;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminOrders: {
        parameters: {
            query?: {
                page?: number;
                status?: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                search?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            number: number;
                            /** Format: date-time */
                            createdAt: string;
                            orderAmountCents: number;
                            /** @enum {string} */
                            orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                            totals: {
                                currency: string;
                                subtotalCents: number;
                                shippingMethod: string | null;
                                shippingCents: number;
                                taxCents: number;
                                taxLines: {
                                    name: string;
                                    rateBasisPoints: number;
                                    amountCents: number;
                                }[];
                                pricesIncludeTax: boolean;
                                reverseCharge?: boolean;
                                vatRemovedCents?: number;
                                discountCents?: number;
                                discountLines?: {
                                    name: string;
                                    amountCents: number;
                                }[];
                                totalCents: number;
                            };
                            userEmail: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                        /** @enum {string|null} */
                        guestLink: "active" | "revoked" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered";
                    trackingNumber?: string;
                    trackingUrl?: "" | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    exportAdminOrdersCsv: {
        parameters: {
            query?: {
                status?: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                search?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminOrderGuestLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                        /** @enum {string|null} */
                        guestLink: "active" | "revoked" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminOrderGuestLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                        /** @enum {string|null} */
                        guestLink: "active" | "revoked" | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    streamAdminEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminProducts: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            imageURL: string;
                            priceCents: number;
                            category: string;
                            brand: string;
                            desc: string;
                            stock: number;
                            reviewCount: number;
                            averageRating: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            editedAt: string | null;
                            gallery?: string[];
                            /** @enum {string} */
                            taxClass?: "standard" | "reduced" | "zero";
                            options?: {
                                name: string;
                                values: string[];
                            }[];
                            priceMaxCents?: number;
                            compareAtCents?: number;
                            variants?: {
                                /** Format: uuid */
                                id: string;
                                values: string[];
                                title: string;
                                sku: string;
                                priceCents: number;
                                compareAtCents: number | null;
                                stock: number;
                                imageURL: string | null;
                            }[];
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priceCents: number;
                    category: string;
                    brand: string;
                    desc: string;
                    imageURL: string;
                    gallery?: string[];
                    stock: number;
                    /** @enum {string} */
                    taxClass?: "standard" | "reduced" | "zero";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        imageURL: string;
                        priceCents: number;
                        category: string;
                        brand: string;
                        desc: string;
                        stock: number;
                        reviewCount: number;
                        averageRating: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                        gallery?: string[];
                        /** @enum {string} */
                        taxClass?: "standard" | "reduced" | "zero";
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        priceMaxCents?: number;
                        compareAtCents?: number;
                        variants?: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        imageURL: string;
                        priceCents: number;
                        category: string;
                        brand: string;
                        desc: string;
                        stock: number;
                        reviewCount: number;
                        averageRating: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                        gallery?: string[];
                        /** @enum {string} */
                        taxClass?: "standard" | "reduced" | "zero";
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        priceMaxCents?: number;
                        compareAtCents?: number;
                        variants?: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    priceCents: number;
                    category: string;
                    brand: string;
                    desc: string;
                    imageURL: string;
                    gallery?: string[];
                    stock: number;
                    /** @enum {string} */
                    taxClass?: "standard" | "reduced" | "zero";
                    stockWas?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        imageURL: string;
                        priceCents: number;
                        category: string;
                        brand: string;
                        desc: string;
                        stock: number;
                        reviewCount: number;
                        averageRating: number | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        editedAt: string | null;
                        gallery?: string[];
                        /** @enum {string} */
                        taxClass?: "standard" | "reduced" | "zero";
                        options?: {
                            name: string;
                            values: string[];
                        }[];
                        priceMaxCents?: number;
                        compareAtCents?: number;
                        variants?: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        keptForOrders: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminProductVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            name: string;
                            values: string[];
                        }[];
                        variants: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                            barcode: string | null;
                            weightGrams: number | null;
                            /** @enum {string|null} */
                            taxClass: "standard" | "reduced" | "zero" | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminProductVariants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    options: {
                        name: string;
                        values: string[];
                    }[];
                    variants: {
                        /** Format: uuid */
                        id?: string;
                        values: string[];
                        sku?: string;
                        priceCents: number;
                        /** @default null */
                        compareAtCents?: number | null;
                        stock: number;
                        stockWas?: number;
                        /** @default null */
                        imageURL?: string | null;
                        /** @default null */
                        barcode?: string | null;
                        /** @default null */
                        weightGrams?: number | null;
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        taxClass?: "standard" | "reduced" | "zero" | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            name: string;
                            values: string[];
                        }[];
                        variants: {
                            /** Format: uuid */
                            id: string;
                            values: string[];
                            title: string;
                            sku: string;
                            priceCents: number;
                            compareAtCents: number | null;
                            stock: number;
                            imageURL: string | null;
                            barcode: string | null;
                            weightGrams: number | null;
                            /** @enum {string|null} */
                            taxClass: "standard" | "reduced" | "zero" | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageURL: string;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    exportAdminCustomersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminCustomers: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            key: string;
                            name: string | null;
                            email: string;
                            isRegistered: boolean;
                            orderCount: number;
                            totalSpentCents: number;
                            /** Format: date-time */
                            lastOrderAt: string | null;
                            /** Format: date-time */
                            registeredAt: string | null;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminCustomer: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        customer: {
                            key: string;
                            name: string | null;
                            email: string;
                            isRegistered: boolean;
                            orderCount: number;
                            totalSpentCents: number;
                            /** Format: date-time */
                            lastOrderAt: string | null;
                            /** Format: date-time */
                            registeredAt: string | null;
                        };
                        orders: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                number: number;
                                /** Format: date-time */
                                createdAt: string;
                                orderAmountCents: number;
                                /** @enum {string} */
                                orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                                totals: {
                                    currency: string;
                                    subtotalCents: number;
                                    shippingMethod: string | null;
                                    shippingCents: number;
                                    taxCents: number;
                                    taxLines: {
                                        name: string;
                                        rateBasisPoints: number;
                                        amountCents: number;
                                    }[];
                                    pricesIncludeTax: boolean;
                                    reverseCharge?: boolean;
                                    vatRemovedCents?: number;
                                    discountCents?: number;
                                    discountLines?: {
                                        name: string;
                                        amountCents: number;
                                    }[];
                                    totalCents: number;
                                };
                            }[];
                            total: number;
                            page: number;
                            pageSize: number;
                            pageCount: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminShippingAndTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zones: {
                            /** Format: uuid */
                            id?: string;
                            name: string;
                            /** @default false */
                            pricesIncludeTax: boolean;
                            /** @default false */
                            taxShipping: boolean;
                            places: string[];
                            methods: {
                                /** Format: uuid */
                                id?: string;
                                name: string;
                                rateCents: number;
                                freeFromCents: number | null;
                            }[];
                        }[];
                        taxRates: {
                            country: string;
                            /** @default  */
                            region: string;
                            name: string;
                            rateBasisPoints: number;
                            /**
                             * @default standard
                             * @enum {string}
                             */
                            taxClass: "standard" | "reduced";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminShippingAndTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    zones: {
                        /** Format: uuid */
                        id?: string;
                        name: string;
                        /** @default false */
                        pricesIncludeTax?: boolean;
                        /** @default false */
                        taxShipping?: boolean;
                        places: string[];
                        methods: {
                            /** Format: uuid */
                            id?: string;
                            name: string;
                            rateCents: number;
                            freeFromCents: number | null;
                        }[];
                    }[];
                    taxRates: {
                        country: string;
                        /** @default  */
                        region?: string;
                        name: string;
                        rateBasisPoints: number;
                        /**
                         * @default standard
                         * @enum {string}
                         */
                        taxClass?: "standard" | "reduced";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        zones: {
                            /** Format: uuid */
                            id?: string;
                            name: string;
                            /** @default false */
                            pricesIncludeTax: boolean;
                            /** @default false */
                            taxShipping: boolean;
                            places: string[];
                            methods: {
                                /** Format: uuid */
                                id?: string;
                                name: string;
                                rateCents: number;
                                freeFromCents: number | null;
                            }[];
                        }[];
                        taxRates: {
                            country: string;
                            /** @default  */
                            region: string;
                            name: string;
                            rateBasisPoints: number;
                            /**
                             * @default standard
                             * @enum {string}
                             */
                            taxClass: "standard" | "reduced";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: "shipping" | "returns" | "privacy" | "terms";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        slug: "shipping" | "returns" | "privacy" | "terms";
                        title: string;
                        body: string;
                        /** Format: date-time */
                        updatedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminOrderRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idempotencyKey: string;
                    lines?: {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        variantId?: string;
                        quantity: number;
                        /** @default false */
                        restock?: boolean;
                    }[];
                    amountCents?: number;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    cancelAdminOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idempotencyKey: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        number: number;
                        /** Format: date-time */
                        createdAt: string;
                        orderAmountCents: number;
                        /** @enum {string} */
                        orderStatus: "Order Placed" | "Processing..." | "Shipped..." | "Delivered" | "Cancelled";
                        totals: {
                            currency: string;
                            subtotalCents: number;
                            shippingMethod: string | null;
                            shippingCents: number;
                            taxCents: number;
                            taxLines: {
                                name: string;
                                rateBasisPoints: number;
                                amountCents: number;
                            }[];
                            pricesIncludeTax: boolean;
                            reverseCharge?: boolean;
                            vatRemovedCents?: number;
                            discountCents?: number;
                            discountLines?: {
                                name: string;
                                amountCents: number;
                            }[];
                            totalCents: number;
                        };
                        userEmail: string;
                        cartItems: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId?: string;
                            variantTitle?: string;
                            sku?: string;
                            name: string;
                            priceCents: number;
                            imageURL: string;
                            cartQuantity: number;
                            taxCents?: number;
                            taxRateBasisPoints?: number;
                            discountCents?: number;
                        }[];
                        shippingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        billingAddress: {
                            name: string;
                            line1: string;
                            line2: string;
                            city: string;
                            state: string;
                            postal_code: string;
                            country: string;
                            phone: string;
                        };
                        /** Format: date-time */
                        editedAt: string | null;
                        paymentMethod: {
                            brand: string;
                            last4: string;
                        } | null;
                        trackingNumber: string | null;
                        trackingUrl: string | null;
                        refundedCents: number;
                        buyerVatId?: string | null;
                        /** @enum {string} */
                        language?: "en" | "de";
                        discountCode?: string | null;
                        /** @enum {string} */
                        paymentState: "authorized" | "captured" | "canceled";
                        refunds: {
                            /** Format: uuid */
                            id: string;
                            amountCents: number;
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            reason: string | null;
                            lines: {
                                /** Format: uuid */
                                id: string;
                                /** Format: uuid */
                                variantId?: string;
                                quantity: number;
                                /** @default false */
                                restock: boolean;
                            }[];
                            failure: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            creditNoteNumber: number | null;
                        }[];
                        statusDates?: {
                            /** Format: date-time */
                            shipped: string | null;
                            /** Format: date-time */
                            delivered: string | null;
                            /** Format: date-time */
                            cancelled: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminInventory: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
                lowStock?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            variantId: string;
                            variantTitle: string;
                            sku: string;
                            name: string;
                            brand: string;
                            imageURL: string;
                            stock: number;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminProductStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    variantId?: string;
                    stock: number;
                    stockWas?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        variantId: string;
                        variantTitle: string;
                        sku: string;
                        name: string;
                        brand: string;
                        imageURL: string;
                        stock: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminOrderInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminOrderPackingSlipPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminOrderCreditNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                page?: number;
                entityType?: string;
                entityId?: string;
                actor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            actorEmail: string;
                            action: string;
                            route: string;
                            entityType: string | null;
                            entityId: string | null;
                            change: unknown;
                            before: unknown;
                            after: unknown;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                        pageCount: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                            productCount: number;
                            formerNames: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                            productCount: number;
                            formerNames: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminCategory: {
        parameters: {
            query?: {
                moveTo?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                            productCount: number;
                            formerNames: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                            productCount: number;
                            formerNames: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminCategoriesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            position: number;
                            productCount: number;
                            formerNames: string[];
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    exportAdminProductsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminProductsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        fileName: string;
                        /** @enum {string} */
                        state: "previewed" | "running" | "interrupted" | "finished";
                        toCreate: number;
                        toUpdate: number;
                        rowsWithErrors: number;
                        total: number;
                        processed: number;
                        created: number;
                        updated: number;
                        failed: number;
                        errors: {
                            row: number;
                            column: string;
                            message: string;
                        }[];
                        errorCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        startedAt: string | null;
                        /** Format: date-time */
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    startAdminProductsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        fileName: string;
                        /** @enum {string} */
                        state: "previewed" | "running" | "interrupted" | "finished";
                        toCreate: number;
                        toUpdate: number;
                        rowsWithErrors: number;
                        total: number;
                        processed: number;
                        created: number;
                        updated: number;
                        failed: number;
                        errors: {
                            row: number;
                            column: string;
                            message: string;
                        }[];
                        errorCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        startedAt: string | null;
                        /** Format: date-time */
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminProductsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        fileName: string;
                        /** @enum {string} */
                        state: "previewed" | "running" | "interrupted" | "finished";
                        toCreate: number;
                        toUpdate: number;
                        rowsWithErrors: number;
                        total: number;
                        processed: number;
                        created: number;
                        updated: number;
                        failed: number;
                        errors: {
                            row: number;
                            column: string;
                            message: string;
                        }[];
                        errorCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        startedAt: string | null;
                        /** Format: date-time */
                        finishedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            url: string;
                            width: number;
                            height: number;
                        } | null;
                        headerColor: string;
                        accentColor: string;
                        shopName: string | null;
                        defaultShopName: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shopName: string | null;
                    logo: {
                        url: string;
                        width: number;
                        height: number;
                    } | null;
                    headerColor: string;
                    accentColor: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo: {
                            url: string;
                            width: number;
                            height: number;
                        } | null;
                        headerColor: string;
                        accentColor: string;
                        shopName: string | null;
                        defaultShopName: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsEmailSender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string | null;
                        address: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsEmailSender: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string | null;
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string | null;
                        address: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsCurrencyFormat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        symbol: string;
                        /** @enum {string} */
                        symbolPosition: "before" | "after";
                        /** @enum {string} */
                        thousandsSeparator: "comma" | "dot" | "space" | "apostrophe" | "none";
                        /** @enum {string} */
                        decimalSeparator: "dot" | "comma";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsCurrencyFormat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    symbol: string;
                    /** @enum {string} */
                    symbolPosition: "before" | "after";
                    /** @enum {string} */
                    thousandsSeparator: "comma" | "dot" | "space" | "apostrophe" | "none";
                    /** @enum {string} */
                    decimalSeparator: "dot" | "comma";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        symbol: string;
                        /** @enum {string} */
                        symbolPosition: "before" | "after";
                        /** @enum {string} */
                        thousandsSeparator: "comma" | "dot" | "space" | "apostrophe" | "none";
                        /** @enum {string} */
                        decimalSeparator: "dot" | "comma";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        phone: string | null;
                        address: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: (string | "") | null;
                    phone: string | null;
                    address: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string | null;
                        phone: string | null;
                        address: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsCheckoutReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        delayHours: number;
                        askConsent: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsCheckoutReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    delayHours: number;
                    askConsent: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        delayHours: number;
                        askConsent: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachPdfToConfirmation: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachPdfToConfirmation: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachPdfToConfirmation: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsSeller: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string;
                        address: string;
                        country: string;
                        vatNumber: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsSeller: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    legalName: string;
                    address: string;
                    country: string;
                    vatNumber: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string;
                        address: string;
                        country: string;
                        vatNumber: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: string[][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groups: string[][];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: string[][];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            /** @enum {string} */
                            language: "en" | "de";
                            key: string;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminText: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                language: "en" | "de";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    text: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            /** @enum {string} */
                            language: "en" | "de";
                            key: string;
                            text: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminSettingsCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description An ISO 4217 code the shop can charge in (USD, EUR, JPY, ...)
                         * @enum {string}
                         */
                        currency: "AED" | "AUD" | "BHD" | "BRL" | "CAD" | "CHF" | "CLP" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "ILS" | "INR" | "JOD" | "JPY" | "KRW" | "KWD" | "MXN" | "MYR" | "NOK" | "NZD" | "OMR" | "PHP" | "PLN" | "RON" | "SAR" | "SEK" | "SGD" | "THB" | "TRY" | "USD" | "ZAR";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminSettingsCurrency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description An ISO 4217 code the shop can charge in (USD, EUR, JPY, ...)
                     * @enum {string}
                     */
                    currency: "AED" | "AUD" | "BHD" | "BRL" | "CAD" | "CHF" | "CLP" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "ILS" | "INR" | "JOD" | "JPY" | "KRW" | "KWD" | "MXN" | "MYR" | "NOK" | "NZD" | "OMR" | "PHP" | "PLN" | "RON" | "SAR" | "SEK" | "SGD" | "THB" | "TRY" | "USD" | "ZAR";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description An ISO 4217 code the shop can charge in (USD, EUR, JPY, ...)
                         * @enum {string}
                         */
                        currency: "AED" | "AUD" | "BHD" | "BRL" | "CAD" | "CHF" | "CLP" | "CNY" | "CZK" | "DKK" | "EUR" | "GBP" | "HKD" | "ILS" | "INR" | "JOD" | "JPY" | "KRW" | "KWD" | "MXN" | "MYR" | "NOK" | "NZD" | "OMR" | "PHP" | "PLN" | "RON" | "SAR" | "SEK" | "SGD" | "THB" | "TRY" | "USD" | "ZAR";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminDiscounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            id: string;
                            code: string | null;
                            title: string;
                            /** @enum {string} */
                            kind: "percent" | "amount" | "free_shipping";
                            value: number;
                            currency: string;
                            appliesTo: {
                                /** @default [] */
                                categories: string[];
                                /** @default [] */
                                productIds: string[];
                                /** @default [] */
                                variantIds: string[];
                            };
                            countries: string[];
                            combinesWithCode: boolean;
                            minSubtotalCents: number | null;
                            minQuantity: number | null;
                            startsAt: string | null;
                            endsAt: string | null;
                            usageLimit: number | null;
                            oncePerCustomer: boolean;
                            /** @enum {string} */
                            status: "active" | "paused";
                            usedCount: number;
                            heldCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string | null;
                    /** @default  */
                    title?: string;
                    /** @enum {string} */
                    kind: "percent" | "amount" | "free_shipping";
                    value: number;
                    /**
                     * @default {
                     *       "categories": [],
                     *       "productIds": [],
                     *       "variantIds": []
                     *     }
                     */
                    appliesTo?: {
                        /** @default [] */
                        categories?: string[];
                        /** @default [] */
                        productIds?: string[];
                        /** @default [] */
                        variantIds?: string[];
                    };
                    /** @default [] */
                    countries?: string[];
                    /** @default null */
                    minSubtotalCents?: number | null;
                    /** @default null */
                    minQuantity?: number | null;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    startsAt?: string | null;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    endsAt?: string | null;
                    /** @default null */
                    usageLimit?: number | null;
                    /** @default false */
                    oncePerCustomer?: boolean;
                    /** @default true */
                    combinesWithCode?: boolean;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        code: string | null;
                        title: string;
                        /** @enum {string} */
                        kind: "percent" | "amount" | "free_shipping";
                        value: number;
                        currency: string;
                        appliesTo: {
                            /** @default [] */
                            categories: string[];
                            /** @default [] */
                            productIds: string[];
                            /** @default [] */
                            variantIds: string[];
                        };
                        countries: string[];
                        combinesWithCode: boolean;
                        minSubtotalCents: number | null;
                        minQuantity: number | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        oncePerCustomer: boolean;
                        /** @enum {string} */
                        status: "active" | "paused";
                        usedCount: number;
                        heldCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    exportAdminDiscountsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Error"];
        };
    };
    listAdminDiscountOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            orderId: string;
                            number: number;
                            createdAt: string;
                            userEmail: string;
                            discountCents: number;
                            orderAmountCents: number;
                            currency: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        code: string | null;
                        title: string;
                        /** @enum {string} */
                        kind: "percent" | "amount" | "free_shipping";
                        value: number;
                        currency: string;
                        appliesTo: {
                            /** @default [] */
                            categories: string[];
                            /** @default [] */
                            productIds: string[];
                            /** @default [] */
                            variantIds: string[];
                        };
                        countries: string[];
                        combinesWithCode: boolean;
                        minSubtotalCents: number | null;
                        minQuantity: number | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        oncePerCustomer: boolean;
                        /** @enum {string} */
                        status: "active" | "paused";
                        usedCount: number;
                        heldCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string | null;
                    /** @default  */
                    title?: string;
                    /** @enum {string} */
                    kind: "percent" | "amount" | "free_shipping";
                    value: number;
                    /**
                     * @default {
                     *       "categories": [],
                     *       "productIds": [],
                     *       "variantIds": []
                     *     }
                     */
                    appliesTo?: {
                        /** @default [] */
                        categories?: string[];
                        /** @default [] */
                        productIds?: string[];
                        /** @default [] */
                        variantIds?: string[];
                    };
                    /** @default [] */
                    countries?: string[];
                    /** @default null */
                    minSubtotalCents?: number | null;
                    /** @default null */
                    minQuantity?: number | null;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    startsAt?: string | null;
                    /**
                     * Format: date-time
                     * @default null
                     */
                    endsAt?: string | null;
                    /** @default null */
                    usageLimit?: number | null;
                    /** @default false */
                    oncePerCustomer?: boolean;
                    /** @default true */
                    combinesWithCode?: boolean;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        code: string | null;
                        title: string;
                        /** @enum {string} */
                        kind: "percent" | "amount" | "free_shipping";
                        value: number;
                        currency: string;
                        appliesTo: {
                            /** @default [] */
                            categories: string[];
                            /** @default [] */
                            productIds: string[];
                            /** @default [] */
                            variantIds: string[];
                        };
                        countries: string[];
                        combinesWithCode: boolean;
                        minSubtotalCents: number | null;
                        minQuantity: number | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        oncePerCustomer: boolean;
                        /** @enum {string} */
                        status: "active" | "paused";
                        usedCount: number;
                        heldCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    updateAdminDiscountStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "paused";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        code: string | null;
                        title: string;
                        /** @enum {string} */
                        kind: "percent" | "amount" | "free_shipping";
                        value: number;
                        currency: string;
                        appliesTo: {
                            /** @default [] */
                            categories: string[];
                            /** @default [] */
                            productIds: string[];
                            /** @default [] */
                            variantIds: string[];
                        };
                        countries: string[];
                        combinesWithCode: boolean;
                        minSubtotalCents: number | null;
                        minQuantity: number | null;
                        startsAt: string | null;
                        endsAt: string | null;
                        usageLimit: number | null;
                        oncePerCustomer: boolean;
                        /** @enum {string} */
                        status: "active" | "paused";
                        usedCount: number;
                        heldCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    getAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    createAdminStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminStaffInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminStaffPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        name: string;
                        permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                        isTwoFactorEnabled: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    replaceAdminStaffTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    required: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminStaffTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
    deleteAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        staff: {
                            id: string;
                            email: string;
                            name: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            isTwoFactorEnabled: boolean;
                        }[];
                        invitations: {
                            /** Format: uuid */
                            id: string;
                            email: string;
                            permissions: ("orders" | "products" | "customers" | "content" | "discounts" | "settings")[];
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                        requiresTwoFactor: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "PAYMENT_FAILED" | "NOT_FOUND" | "CONFLICT" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL" | "UNAVAILABLE";
                            message: string;
                            details?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
        };
    };
}
