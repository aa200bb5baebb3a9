/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  query MegaMenu {\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n": typeof types.MegaMenuDocument,
    "\n  query FooterShopInfo {\n    shopInfo {\n      legalName\n      street\n      city\n      postalCode\n      state\n      gstin\n      phone\n      email\n      grievanceOfficer {\n        name\n        designation\n        phone\n        email\n      }\n    }\n  }\n": typeof types.FooterShopInfoDocument,
    "\n  query MyCoupons {\n    myCoupons {\n      available {\n        code\n        description\n        offer\n        conditions\n      }\n      used {\n        code\n        description\n        orderId\n        orderNumber\n        usedAt\n        discount {\n          ...Money\n        }\n      }\n    }\n  }\n": typeof types.MyCouponsDocument,
    "\n  fragment OrderPage_order on Order {\n    id\n    orderNumber\n    status\n    placedAt\n    paymentMethod\n    canCancel\n    lines {\n      productId\n      productName\n      variant\n      quantity\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      imageUrl\n    }\n    address {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postalCode\n      state\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    timeline {\n      from\n      to\n      at\n      actor\n      reason\n    }\n  }\n": typeof types.OrderPage_OrderFragmentDoc,
    "\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      ...OrderPage_order\n    }\n  }\n": typeof types.OrderPageDocument,
    "\n  mutation CancelMyOrder($id: ID!, $reason: String) {\n    cancelMyOrder(id: $id, reason: $reason) {\n      order {\n        ...OrderPage_order\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  query MyOrders($paging: PagingInput) {\n    myOrders(paging: $paging) {\n      items {\n        id\n        orderNumber\n        status\n        placedAt\n        breakdown {\n          itemCount\n          total {\n            ...Money\n          }\n        }\n        lines {\n          productName\n          imageUrl\n        }\n      }\n      totalCount\n      pageInfo {\n        page\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  fragment ProfileForm_profile on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n": typeof types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    me {\n      ...ProfileForm_profile\n    }\n    indianStates\n  }\n": typeof types.MyProfileDocument,
    "\n  fragment UserError on UserError {\n    field\n    message\n    code\n  }\n": typeof types.UserErrorFragmentDoc,
    "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": typeof types.RequestPhoneVerificationDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": typeof types.CompleteSignUpDocument,
    "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": typeof types.RecordGoogleSignInDocument,
    "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": typeof types.CheckPasswordResetDocument,
    "\n  query AdminMe {\n    adminMe {\n      uid\n      email\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  query AdminCoupons {\n    adminCoupons {\n      code\n      description\n      offer\n      validFrom\n      validUntil\n      status\n      usageLimit\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n    }\n  }\n": typeof types.AdminCouponsDocument,
    "\n  query AdminCoupon($code: String!) {\n    adminCoupon(code: $code) {\n      ...AdminCouponRules\n      status\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n      redemptions {\n        orderId\n        orderNumber\n        shopperUid\n        discount {\n          formatted\n        }\n        usedAt\n        releasedAt\n      }\n    }\n  }\n": typeof types.AdminCouponDocument,
    "\n  fragment AdminCouponRules on AdminCoupon {\n    code\n    description\n    offer\n    discountType\n    percentOff\n    maxDiscount {\n      paise\n    }\n    amountOff {\n      paise\n    }\n    minimumOrderValue {\n      paise\n    }\n    validFrom\n    validUntil\n    active\n    usageLimit\n    perShopperLimit\n    firstOrderOnly\n    categories\n    productIds\n    listed\n  }\n": typeof types.AdminCouponRulesFragmentDoc,
    "\n  query AdminCouponScopeOptions {\n    adminCouponScopeOptions {\n      categories\n      products {\n        id\n        name\n        category\n      }\n    }\n  }\n": typeof types.AdminCouponScopeOptionsDocument,
    "\n  mutation AdminCreateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminCreateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminUpdateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($code: String!, $active: Boolean!) {\n    adminSetCouponActive(code: $code, active: $active) {\n      coupon {\n        code\n        active\n        status\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.AdminSetCouponActiveDocument,
    "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n": typeof types.ListingCategoriesDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          ...Money\n        }\n        max {\n          ...Money\n        }\n      }\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  query CheckoutAddressStep {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      pincode\n      state\n    }\n    indianStates\n  }\n": typeof types.CheckoutAddressStepDocument,
    "\n  fragment CouponField_check on CouponCheck {\n    code\n    applied\n    discount {\n      ...Money\n    }\n    description\n    refusal\n    message\n  }\n": typeof types.CouponField_CheckFragmentDoc,
    "\n  fragment CheckoutReview_quote on CheckoutQuote {\n    lines {\n      productId\n      variant\n      quantity\n      maxQuantity\n      counted\n      product {\n        id\n        productName\n        thumbnail\n      }\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      problems {\n        ...CheckoutReview_problem\n      }\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    amountToFreeShipping {\n      ...Money\n    }\n    problems {\n      ...CheckoutReview_problem\n    }\n    canPlace\n    coupon {\n      ...CouponField_check\n    }\n  }\n": typeof types.CheckoutReview_QuoteFragmentDoc,
    "\n  fragment CheckoutReview_problem on CheckoutProblem {\n    code\n    message\n    availableQuantity\n  }\n": typeof types.CheckoutReview_ProblemFragmentDoc,
    "\n  query CheckoutReview($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutReview_quote\n    }\n  }\n": typeof types.CheckoutReviewDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        orderNumber\n      }\n      quote {\n        ...CheckoutReview_quote\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  query HomePage($railSize: Int!) {\n    marketing {\n      offerTitle\n      banners {\n        imageUrl\n        title\n        subtitle\n        link\n      }\n      reviews {\n        name\n        text\n        rating\n        location\n      }\n    }\n    newArrivals: homeProducts(limit: $railSize) {\n      ...ProductCard_product\n    }\n    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n    }\n    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n    }\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCard_product\n      shortDescription\n      mediaUrls\n      discountPercent\n      stock\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        ...ProductSummary\n      }\n    }\n  }\n": typeof types.HeaderSearchDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n": typeof types.WishlistProductsDocument,
    "\n  fragment PriceBreakup_gst on GstBreakdown {\n    taxable {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    cgst {\n      ...Money\n    }\n    sgst {\n      ...Money\n    }\n    igst {\n      ...Money\n    }\n    supply\n  }\n": typeof types.PriceBreakup_GstFragmentDoc,
    "\n  fragment PriceBreakup_breakdown on PriceBreakdown {\n    itemCount\n    itemsSubtotal {\n      ...Money\n    }\n    couponCode\n    discount {\n      ...Money\n    }\n    shipping {\n      ...Money\n    }\n    codFee {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    gst {\n      ...PriceBreakup_gst\n    }\n  }\n": typeof types.PriceBreakup_BreakdownFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      ...Money\n    }\n    mrp {\n      ...Money\n    }\n  }\n": typeof types.ProductSummaryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    ...ProductSummary\n    ...StockBadge_product\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          ...Money\n        }\n        lineTotal {\n          ...Money\n        }\n        previousUnitPrice {\n          ...Money\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          variants {\n            name\n            stock\n          }\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            ...Money\n          }\n          sellingPrice {\n            ...Money\n          }\n        }\n      }\n      subtotal {\n        ...Money\n      }\n      mrpTotal {\n        ...Money\n      }\n      savings {\n        ...Money\n      }\n      itemCount\n      minimumOrderValue {\n        ...Money\n      }\n      amountToMinimum {\n        ...Money\n      }\n      canCheckout\n    }\n  }\n": typeof types.CartSummaryDocument,
    "\n  fragment CategoryMenu on MegaMenu {\n    withoutSubcategories {\n      name\n      url\n    }\n    withSubcategories {\n      name\n      url\n      subcategories {\n        name\n        url\n      }\n    }\n  }\n": typeof types.CategoryMenuFragmentDoc,
    "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n": typeof types.CartItemsDocument,
    "\n  query WishlistIds {\n    wishlist @client\n  }\n": typeof types.WishlistIdsDocument,
    "\n  fragment Money on Money {\n    paise\n    formatted\n  }\n": typeof types.MoneyFragmentDoc,
    "\n  fragment StockBadge_product on Product {\n    inStock\n    isLimitedStock\n    stockCount\n  }\n": typeof types.StockBadge_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  query MegaMenu {\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n": types.MegaMenuDocument,
    "\n  query FooterShopInfo {\n    shopInfo {\n      legalName\n      street\n      city\n      postalCode\n      state\n      gstin\n      phone\n      email\n      grievanceOfficer {\n        name\n        designation\n        phone\n        email\n      }\n    }\n  }\n": types.FooterShopInfoDocument,
    "\n  query MyCoupons {\n    myCoupons {\n      available {\n        code\n        description\n        offer\n        conditions\n      }\n      used {\n        code\n        description\n        orderId\n        orderNumber\n        usedAt\n        discount {\n          ...Money\n        }\n      }\n    }\n  }\n": types.MyCouponsDocument,
    "\n  fragment OrderPage_order on Order {\n    id\n    orderNumber\n    status\n    placedAt\n    paymentMethod\n    canCancel\n    lines {\n      productId\n      productName\n      variant\n      quantity\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      imageUrl\n    }\n    address {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postalCode\n      state\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    timeline {\n      from\n      to\n      at\n      actor\n      reason\n    }\n  }\n": types.OrderPage_OrderFragmentDoc,
    "\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      ...OrderPage_order\n    }\n  }\n": types.OrderPageDocument,
    "\n  mutation CancelMyOrder($id: ID!, $reason: String) {\n    cancelMyOrder(id: $id, reason: $reason) {\n      order {\n        ...OrderPage_order\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  query MyOrders($paging: PagingInput) {\n    myOrders(paging: $paging) {\n      items {\n        id\n        orderNumber\n        status\n        placedAt\n        breakdown {\n          itemCount\n          total {\n            ...Money\n          }\n        }\n        lines {\n          productName\n          imageUrl\n        }\n      }\n      totalCount\n      pageInfo {\n        page\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  fragment ProfileForm_profile on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n": types.ProfileForm_ProfileFragmentDoc,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query MyProfile {\n    me {\n      ...ProfileForm_profile\n    }\n    indianStates\n  }\n": types.MyProfileDocument,
    "\n  fragment UserError on UserError {\n    field\n    message\n    code\n  }\n": types.UserErrorFragmentDoc,
    "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": types.RequestPhoneVerificationDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": types.CompleteSignUpDocument,
    "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": types.RecordGoogleSignInDocument,
    "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n": types.CheckPasswordResetDocument,
    "\n  query AdminMe {\n    adminMe {\n      uid\n      email\n    }\n  }\n": types.AdminMeDocument,
    "\n  query AdminCoupons {\n    adminCoupons {\n      code\n      description\n      offer\n      validFrom\n      validUntil\n      status\n      usageLimit\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n    }\n  }\n": types.AdminCouponsDocument,
    "\n  query AdminCoupon($code: String!) {\n    adminCoupon(code: $code) {\n      ...AdminCouponRules\n      status\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n      redemptions {\n        orderId\n        orderNumber\n        shopperUid\n        discount {\n          formatted\n        }\n        usedAt\n        releasedAt\n      }\n    }\n  }\n": types.AdminCouponDocument,
    "\n  fragment AdminCouponRules on AdminCoupon {\n    code\n    description\n    offer\n    discountType\n    percentOff\n    maxDiscount {\n      paise\n    }\n    amountOff {\n      paise\n    }\n    minimumOrderValue {\n      paise\n    }\n    validFrom\n    validUntil\n    active\n    usageLimit\n    perShopperLimit\n    firstOrderOnly\n    categories\n    productIds\n    listed\n  }\n": types.AdminCouponRulesFragmentDoc,
    "\n  query AdminCouponScopeOptions {\n    adminCouponScopeOptions {\n      categories\n      products {\n        id\n        name\n        category\n      }\n    }\n  }\n": types.AdminCouponScopeOptionsDocument,
    "\n  mutation AdminCreateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminCreateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminCreateCouponDocument,
    "\n  mutation AdminUpdateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminUpdateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminUpdateCouponDocument,
    "\n  mutation AdminSetCouponActive($code: String!, $active: Boolean!) {\n    adminSetCouponActive(code: $code, active: $active) {\n      coupon {\n        code\n        active\n        status\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.AdminSetCouponActiveDocument,
    "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n": types.ListingCategoriesDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          ...Money\n        }\n        max {\n          ...Money\n        }\n      }\n    }\n  }\n": types.ListingProductsDocument,
    "\n  query CheckoutAddressStep {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      pincode\n      state\n    }\n    indianStates\n  }\n": types.CheckoutAddressStepDocument,
    "\n  fragment CouponField_check on CouponCheck {\n    code\n    applied\n    discount {\n      ...Money\n    }\n    description\n    refusal\n    message\n  }\n": types.CouponField_CheckFragmentDoc,
    "\n  fragment CheckoutReview_quote on CheckoutQuote {\n    lines {\n      productId\n      variant\n      quantity\n      maxQuantity\n      counted\n      product {\n        id\n        productName\n        thumbnail\n      }\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      problems {\n        ...CheckoutReview_problem\n      }\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    amountToFreeShipping {\n      ...Money\n    }\n    problems {\n      ...CheckoutReview_problem\n    }\n    canPlace\n    coupon {\n      ...CouponField_check\n    }\n  }\n": types.CheckoutReview_QuoteFragmentDoc,
    "\n  fragment CheckoutReview_problem on CheckoutProblem {\n    code\n    message\n    availableQuantity\n  }\n": types.CheckoutReview_ProblemFragmentDoc,
    "\n  query CheckoutReview($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutReview_quote\n    }\n  }\n": types.CheckoutReviewDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        orderNumber\n      }\n      quote {\n        ...CheckoutReview_quote\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  query HomePage($railSize: Int!) {\n    marketing {\n      offerTitle\n      banners {\n        imageUrl\n        title\n        subtitle\n        link\n      }\n      reviews {\n        name\n        text\n        rating\n        location\n      }\n    }\n    newArrivals: homeProducts(limit: $railSize) {\n      ...ProductCard_product\n    }\n    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n    }\n    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n    }\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n": types.HomePageDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCard_product\n      shortDescription\n      mediaUrls\n      discountPercent\n      stock\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        ...ProductSummary\n      }\n    }\n  }\n": types.HeaderSearchDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n": types.WishlistProductsDocument,
    "\n  fragment PriceBreakup_gst on GstBreakdown {\n    taxable {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    cgst {\n      ...Money\n    }\n    sgst {\n      ...Money\n    }\n    igst {\n      ...Money\n    }\n    supply\n  }\n": types.PriceBreakup_GstFragmentDoc,
    "\n  fragment PriceBreakup_breakdown on PriceBreakdown {\n    itemCount\n    itemsSubtotal {\n      ...Money\n    }\n    couponCode\n    discount {\n      ...Money\n    }\n    shipping {\n      ...Money\n    }\n    codFee {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    gst {\n      ...PriceBreakup_gst\n    }\n  }\n": types.PriceBreakup_BreakdownFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      ...Money\n    }\n    mrp {\n      ...Money\n    }\n  }\n": types.ProductSummaryFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    ...ProductSummary\n    ...StockBadge_product\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          ...Money\n        }\n        lineTotal {\n          ...Money\n        }\n        previousUnitPrice {\n          ...Money\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          variants {\n            name\n            stock\n          }\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            ...Money\n          }\n          sellingPrice {\n            ...Money\n          }\n        }\n      }\n      subtotal {\n        ...Money\n      }\n      mrpTotal {\n        ...Money\n      }\n      savings {\n        ...Money\n      }\n      itemCount\n      minimumOrderValue {\n        ...Money\n      }\n      amountToMinimum {\n        ...Money\n      }\n      canCheckout\n    }\n  }\n": types.CartSummaryDocument,
    "\n  fragment CategoryMenu on MegaMenu {\n    withoutSubcategories {\n      name\n      url\n    }\n    withSubcategories {\n      name\n      url\n      subcategories {\n        name\n        url\n      }\n    }\n  }\n": types.CategoryMenuFragmentDoc,
    "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n": types.CartItemsDocument,
    "\n  query WishlistIds {\n    wishlist @client\n  }\n": types.WishlistIdsDocument,
    "\n  fragment Money on Money {\n    paise\n    formatted\n  }\n": types.MoneyFragmentDoc,
    "\n  fragment StockBadge_product on Product {\n    inStock\n    isLimitedStock\n    stockCount\n  }\n": types.StockBadge_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n"): (typeof documents)["\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MegaMenu {\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n"): (typeof documents)["\n  query MegaMenu {\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterShopInfo {\n    shopInfo {\n      legalName\n      street\n      city\n      postalCode\n      state\n      gstin\n      phone\n      email\n      grievanceOfficer {\n        name\n        designation\n        phone\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query FooterShopInfo {\n    shopInfo {\n      legalName\n      street\n      city\n      postalCode\n      state\n      gstin\n      phone\n      email\n      grievanceOfficer {\n        name\n        designation\n        phone\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCoupons {\n    myCoupons {\n      available {\n        code\n        description\n        offer\n        conditions\n      }\n      used {\n        code\n        description\n        orderId\n        orderNumber\n        usedAt\n        discount {\n          ...Money\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCoupons {\n    myCoupons {\n      available {\n        code\n        description\n        offer\n        conditions\n      }\n      used {\n        code\n        description\n        orderId\n        orderNumber\n        usedAt\n        discount {\n          ...Money\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPage_order on Order {\n    id\n    orderNumber\n    status\n    placedAt\n    paymentMethod\n    canCancel\n    lines {\n      productId\n      productName\n      variant\n      quantity\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      imageUrl\n    }\n    address {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postalCode\n      state\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    timeline {\n      from\n      to\n      at\n      actor\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPage_order on Order {\n    id\n    orderNumber\n    status\n    placedAt\n    paymentMethod\n    canCancel\n    lines {\n      productId\n      productName\n      variant\n      quantity\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      imageUrl\n    }\n    address {\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      postalCode\n      state\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    timeline {\n      from\n      to\n      at\n      actor\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      ...OrderPage_order\n    }\n  }\n"): (typeof documents)["\n  query OrderPage($id: ID!) {\n    order(id: $id) {\n      ...OrderPage_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($id: ID!, $reason: String) {\n    cancelMyOrder(id: $id, reason: $reason) {\n      order {\n        ...OrderPage_order\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyOrder($id: ID!, $reason: String) {\n    cancelMyOrder(id: $id, reason: $reason) {\n      order {\n        ...OrderPage_order\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($paging: PagingInput) {\n    myOrders(paging: $paging) {\n      items {\n        id\n        orderNumber\n        status\n        placedAt\n        breakdown {\n          itemCount\n          total {\n            ...Money\n          }\n        }\n        lines {\n          productName\n          imageUrl\n        }\n      }\n      totalCount\n      pageInfo {\n        page\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($paging: PagingInput) {\n    myOrders(paging: $paging) {\n      items {\n        id\n        orderNumber\n        status\n        placedAt\n        breakdown {\n          itemCount\n          total {\n            ...Money\n          }\n        }\n        lines {\n          productName\n          imageUrl\n        }\n      }\n      totalCount\n      pageInfo {\n        page\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_profile on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProfileForm_profile on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      ...ProfileForm_profile\n    }\n    indianStates\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      ...ProfileForm_profile\n    }\n    indianStates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserError on UserError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment UserError on UserError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileForm_profile\n      }\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        ...UserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMe {\n    adminMe {\n      uid\n      email\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    adminMe {\n      uid\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupons {\n    adminCoupons {\n      code\n      description\n      offer\n      validFrom\n      validUntil\n      status\n      usageLimit\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupons {\n    adminCoupons {\n      code\n      description\n      offer\n      validFrom\n      validUntil\n      status\n      usageLimit\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCoupon($code: String!) {\n    adminCoupon(code: $code) {\n      ...AdminCouponRules\n      status\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n      redemptions {\n        orderId\n        orderNumber\n        shopperUid\n        discount {\n          formatted\n        }\n        usedAt\n        releasedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCoupon($code: String!) {\n    adminCoupon(code: $code) {\n      ...AdminCouponRules\n      status\n      usedCount\n      orderCount\n      discountGiven {\n        paise\n        formatted\n      }\n      redemptions {\n        orderId\n        orderNumber\n        shopperUid\n        discount {\n          formatted\n        }\n        usedAt\n        releasedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCouponRules on AdminCoupon {\n    code\n    description\n    offer\n    discountType\n    percentOff\n    maxDiscount {\n      paise\n    }\n    amountOff {\n      paise\n    }\n    minimumOrderValue {\n      paise\n    }\n    validFrom\n    validUntil\n    active\n    usageLimit\n    perShopperLimit\n    firstOrderOnly\n    categories\n    productIds\n    listed\n  }\n"): (typeof documents)["\n  fragment AdminCouponRules on AdminCoupon {\n    code\n    description\n    offer\n    discountType\n    percentOff\n    maxDiscount {\n      paise\n    }\n    amountOff {\n      paise\n    }\n    minimumOrderValue {\n      paise\n    }\n    validFrom\n    validUntil\n    active\n    usageLimit\n    perShopperLimit\n    firstOrderOnly\n    categories\n    productIds\n    listed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCouponScopeOptions {\n    adminCouponScopeOptions {\n      categories\n      products {\n        id\n        name\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCouponScopeOptions {\n    adminCouponScopeOptions {\n      categories\n      products {\n        id\n        name\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminCreateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminCreateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminUpdateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCoupon($code: String!, $input: AdminCouponInput!) {\n    adminUpdateCoupon(code: $code, input: $input) {\n      coupon {\n        ...AdminCouponRules\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCouponActive($code: String!, $active: Boolean!) {\n    adminSetCouponActive(code: $code, active: $active) {\n      coupon {\n        code\n        active\n        status\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCouponActive($code: String!, $active: Boolean!) {\n    adminSetCouponActive(code: $code, active: $active) {\n      coupon {\n        code\n        active\n        status\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n"): (typeof documents)["\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          ...Money\n        }\n        max {\n          ...Money\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          ...Money\n        }\n        max {\n          ...Money\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddressStep {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      pincode\n      state\n    }\n    indianStates\n  }\n"): (typeof documents)["\n  query CheckoutAddressStep {\n    me {\n      id\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      pincode\n      state\n    }\n    indianStates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponField_check on CouponCheck {\n    code\n    applied\n    discount {\n      ...Money\n    }\n    description\n    refusal\n    message\n  }\n"): (typeof documents)["\n  fragment CouponField_check on CouponCheck {\n    code\n    applied\n    discount {\n      ...Money\n    }\n    description\n    refusal\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutReview_quote on CheckoutQuote {\n    lines {\n      productId\n      variant\n      quantity\n      maxQuantity\n      counted\n      product {\n        id\n        productName\n        thumbnail\n      }\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      problems {\n        ...CheckoutReview_problem\n      }\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    amountToFreeShipping {\n      ...Money\n    }\n    problems {\n      ...CheckoutReview_problem\n    }\n    canPlace\n    coupon {\n      ...CouponField_check\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutReview_quote on CheckoutQuote {\n    lines {\n      productId\n      variant\n      quantity\n      maxQuantity\n      counted\n      product {\n        id\n        productName\n        thumbnail\n      }\n      unitPrice {\n        ...Money\n      }\n      lineTotal {\n        ...Money\n      }\n      problems {\n        ...CheckoutReview_problem\n      }\n    }\n    breakdown {\n      ...PriceBreakup_breakdown\n    }\n    amountToFreeShipping {\n      ...Money\n    }\n    problems {\n      ...CheckoutReview_problem\n    }\n    canPlace\n    coupon {\n      ...CouponField_check\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutReview_problem on CheckoutProblem {\n    code\n    message\n    availableQuantity\n  }\n"): (typeof documents)["\n  fragment CheckoutReview_problem on CheckoutProblem {\n    code\n    message\n    availableQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutReview($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutReview_quote\n    }\n  }\n"): (typeof documents)["\n  query CheckoutReview($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutReview_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        orderNumber\n      }\n      quote {\n        ...CheckoutReview_quote\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        orderNumber\n      }\n      quote {\n        ...CheckoutReview_quote\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage($railSize: Int!) {\n    marketing {\n      offerTitle\n      banners {\n        imageUrl\n        title\n        subtitle\n        link\n      }\n      reviews {\n        name\n        text\n        rating\n        location\n      }\n    }\n    newArrivals: homeProducts(limit: $railSize) {\n      ...ProductCard_product\n    }\n    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n    }\n    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n    }\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n"): (typeof documents)["\n  query HomePage($railSize: Int!) {\n    marketing {\n      offerTitle\n      banners {\n        imageUrl\n        title\n        subtitle\n        link\n      }\n      reviews {\n        name\n        text\n        rating\n        location\n      }\n    }\n    newArrivals: homeProducts(limit: $railSize) {\n      ...ProductCard_product\n    }\n    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n    }\n    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {\n      items {\n        ...ProductCard_product\n      }\n      totalCount\n    }\n    megaMenu {\n      ...CategoryMenu\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCard_product\n      shortDescription\n      mediaUrls\n      discountPercent\n      stock\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductCard_product\n      shortDescription\n      mediaUrls\n      discountPercent\n      stock\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        ...ProductSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        ...ProductSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n"): (typeof documents)["\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      ...ProductCard_product\n      variants {\n        name\n        stock\n        inStock\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakup_gst on GstBreakdown {\n    taxable {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    cgst {\n      ...Money\n    }\n    sgst {\n      ...Money\n    }\n    igst {\n      ...Money\n    }\n    supply\n  }\n"): (typeof documents)["\n  fragment PriceBreakup_gst on GstBreakdown {\n    taxable {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    cgst {\n      ...Money\n    }\n    sgst {\n      ...Money\n    }\n    igst {\n      ...Money\n    }\n    supply\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakup_breakdown on PriceBreakdown {\n    itemCount\n    itemsSubtotal {\n      ...Money\n    }\n    couponCode\n    discount {\n      ...Money\n    }\n    shipping {\n      ...Money\n    }\n    codFee {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    gst {\n      ...PriceBreakup_gst\n    }\n  }\n"): (typeof documents)["\n  fragment PriceBreakup_breakdown on PriceBreakdown {\n    itemCount\n    itemsSubtotal {\n      ...Money\n    }\n    couponCode\n    discount {\n      ...Money\n    }\n    shipping {\n      ...Money\n    }\n    codFee {\n      ...Money\n    }\n    total {\n      ...Money\n    }\n    gst {\n      ...PriceBreakup_gst\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      ...Money\n    }\n    mrp {\n      ...Money\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSummary on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      ...Money\n    }\n    mrp {\n      ...Money\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    ...ProductSummary\n    ...StockBadge_product\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    ...ProductSummary\n    ...StockBadge_product\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          ...Money\n        }\n        lineTotal {\n          ...Money\n        }\n        previousUnitPrice {\n          ...Money\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          variants {\n            name\n            stock\n          }\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            ...Money\n          }\n          sellingPrice {\n            ...Money\n          }\n        }\n      }\n      subtotal {\n        ...Money\n      }\n      mrpTotal {\n        ...Money\n      }\n      savings {\n        ...Money\n      }\n      itemCount\n      minimumOrderValue {\n        ...Money\n      }\n      amountToMinimum {\n        ...Money\n      }\n      canCheckout\n    }\n  }\n"): (typeof documents)["\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          ...Money\n        }\n        lineTotal {\n          ...Money\n        }\n        previousUnitPrice {\n          ...Money\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          variants {\n            name\n            stock\n          }\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            ...Money\n          }\n          sellingPrice {\n            ...Money\n          }\n        }\n      }\n      subtotal {\n        ...Money\n      }\n      mrpTotal {\n        ...Money\n      }\n      savings {\n        ...Money\n      }\n      itemCount\n      minimumOrderValue {\n        ...Money\n      }\n      amountToMinimum {\n        ...Money\n      }\n      canCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryMenu on MegaMenu {\n    withoutSubcategories {\n      name\n      url\n    }\n    withSubcategories {\n      name\n      url\n      subcategories {\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryMenu on MegaMenu {\n    withoutSubcategories {\n      name\n      url\n    }\n    withSubcategories {\n      name\n      url\n      subcategories {\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n"): (typeof documents)["\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistIds {\n    wishlist @client\n  }\n"): (typeof documents)["\n  query WishlistIds {\n    wishlist @client\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Money on Money {\n    paise\n    formatted\n  }\n"): (typeof documents)["\n  fragment Money on Money {\n    paise\n    formatted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockBadge_product on Product {\n    inStock\n    isLimitedStock\n    stockCount\n  }\n"): (typeof documents)["\n  fragment StockBadge_product on Product {\n    inStock\n    isLimitedStock\n    stockCount\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;