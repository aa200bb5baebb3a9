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
    "\n  fragment ProfileFields on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n    indianStates\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CompleteSignUpDocument,
    "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RecordGoogleSignInDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RequestPhoneVerificationDocument,
    "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.CheckPasswordResetDocument,
    "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          paise\n          formatted\n        }\n        lineTotal {\n          paise\n          formatted\n        }\n        previousUnitPrice {\n          paise\n          formatted\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            paise\n            formatted\n          }\n          sellingPrice {\n            paise\n            formatted\n          }\n        }\n      }\n      subtotal {\n        paise\n        formatted\n      }\n      mrpTotal {\n        paise\n        formatted\n      }\n      savings {\n        paise\n        formatted\n      }\n      itemCount\n      minimumOrderValue {\n        paise\n        formatted\n      }\n      amountToMinimum {\n        paise\n        formatted\n      }\n      canCheckout\n    }\n  }\n": typeof types.CartSummaryDocument,
    "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n": typeof types.CartItemsDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCardFields\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          paise\n          formatted\n        }\n        max {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n": typeof types.ListingCategoriesDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      paise\n      formatted\n    }\n    mrp {\n      paise\n      formatted\n    }\n    inStock\n    stockCount\n    isLimitedStock\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        id\n        productName\n        category\n        subCategory\n        thumbnail\n        sellingPrice {\n          paise\n          formatted\n        }\n        mrp {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n": typeof types.HeaderSearchDocument,
    "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  query MegaMenu {\n    megaMenu {\n      withoutSubcategories {\n        name\n        url\n      }\n      withSubcategories {\n        name\n        url\n        subcategories {\n          name\n          url\n        }\n      }\n    }\n  }\n": typeof types.MegaMenuDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      productName\n      category\n      subCategory\n      thumbnail\n      mrp {\n        paise\n        formatted\n      }\n      sellingPrice {\n        paise\n        formatted\n      }\n      inStock\n      stockCount\n      isLimitedStock\n      hasVariant\n      variants {\n        name\n        stock\n        inStock\n      }\n      isLimitedOffer\n      limitedOfferData {\n        maxQuantity\n      }\n      maxOrderQuantity\n    }\n  }\n": typeof types.WishlistProductsDocument,
    "\n  query WishlistIds {\n    wishlist @client\n  }\n": typeof types.WishlistIdsDocument,
};
const documents: Documents = {
    "\n  fragment ProfileFields on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n    indianStates\n  }\n": types.MyProfileDocument,
    "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CompleteSignUpDocument,
    "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RecordGoogleSignInDocument,
    "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RequestPhoneVerificationDocument,
    "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.CheckPasswordResetDocument,
    "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          paise\n          formatted\n        }\n        lineTotal {\n          paise\n          formatted\n        }\n        previousUnitPrice {\n          paise\n          formatted\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            paise\n            formatted\n          }\n          sellingPrice {\n            paise\n            formatted\n          }\n        }\n      }\n      subtotal {\n        paise\n        formatted\n      }\n      mrpTotal {\n        paise\n        formatted\n      }\n      savings {\n        paise\n        formatted\n      }\n      itemCount\n      minimumOrderValue {\n        paise\n        formatted\n      }\n      amountToMinimum {\n        paise\n        formatted\n      }\n      canCheckout\n    }\n  }\n": types.CartSummaryDocument,
    "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n": types.CartItemsDocument,
    "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCardFields\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          paise\n          formatted\n        }\n        max {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n": types.ListingProductsDocument,
    "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n": types.ListingCategoriesDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      paise\n      formatted\n    }\n    mrp {\n      paise\n      formatted\n    }\n    inStock\n    stockCount\n    isLimitedStock\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        id\n        productName\n        category\n        subCategory\n        thumbnail\n        sellingPrice {\n          paise\n          formatted\n        }\n        mrp {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n": types.HeaderSearchDocument,
    "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  query MegaMenu {\n    megaMenu {\n      withoutSubcategories {\n        name\n        url\n      }\n      withSubcategories {\n        name\n        url\n        subcategories {\n          name\n          url\n        }\n      }\n    }\n  }\n": types.MegaMenuDocument,
    "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      productName\n      category\n      subCategory\n      thumbnail\n      mrp {\n        paise\n        formatted\n      }\n      sellingPrice {\n        paise\n        formatted\n      }\n      inStock\n      stockCount\n      isLimitedStock\n      hasVariant\n      variants {\n        name\n        stock\n        inStock\n      }\n      isLimitedOffer\n      limitedOfferData {\n        maxQuantity\n      }\n      maxOrderQuantity\n    }\n  }\n": types.WishlistProductsDocument,
    "\n  query WishlistIds {\n    wishlist @client\n  }\n": types.WishlistIdsDocument,
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
export function graphql(source: "\n  fragment ProfileFields on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProfileFields on UserProfile {\n    id\n    firstName\n    lastName\n    email\n    phone\n    isPhoneVerified\n    address\n    city\n    pincode\n    state\n    photoURL\n    providerId\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n    indianStates\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      ...ProfileFields\n    }\n    indianStates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignUp($input: CompleteSignUpInput!) {\n    completeSignUp(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordGoogleSignIn {\n    recordGoogleSignIn {\n      created\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateProfileInput!) {\n    updateMyProfile(input: $input) {\n      profile {\n        ...ProfileFields\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPhoneVerification($phone: String!) {\n    requestPhoneVerification(phone: $phone) {\n      allowed\n      phone\n      retryAfterSeconds\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckPasswordReset($email: String!) {\n    checkPasswordReset(email: $email) {\n      canReset\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          paise\n          formatted\n        }\n        lineTotal {\n          paise\n          formatted\n        }\n        previousUnitPrice {\n          paise\n          formatted\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            paise\n            formatted\n          }\n          sellingPrice {\n            paise\n            formatted\n          }\n        }\n      }\n      subtotal {\n        paise\n        formatted\n      }\n      mrpTotal {\n        paise\n        formatted\n      }\n      savings {\n        paise\n        formatted\n      }\n      itemCount\n      minimumOrderValue {\n        paise\n        formatted\n      }\n      amountToMinimum {\n        paise\n        formatted\n      }\n      canCheckout\n    }\n  }\n"): (typeof documents)["\n  query CartSummary($lines: [CartLineInput!]!) {\n    cartSummary(lines: $lines) {\n      lines {\n        productId\n        variant\n        quantity\n        maxQuantity\n        status\n        unitPrice {\n          paise\n          formatted\n        }\n        lineTotal {\n          paise\n          formatted\n        }\n        previousUnitPrice {\n          paise\n          formatted\n        }\n        product {\n          id\n          productName\n          category\n          subCategory\n          thumbnail\n          hasVariant\n          inStock\n          stockCount\n          isLimitedOffer\n          limitedOfferData {\n            maxQuantity\n          }\n          mrp {\n            paise\n            formatted\n          }\n          sellingPrice {\n            paise\n            formatted\n          }\n        }\n      }\n      subtotal {\n        paise\n        formatted\n      }\n      mrpTotal {\n        paise\n        formatted\n      }\n      savings {\n        paise\n        formatted\n      }\n      itemCount\n      minimumOrderValue {\n        paise\n        formatted\n      }\n      amountToMinimum {\n        paise\n        formatted\n      }\n      canCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n"): (typeof documents)["\n  query CartItems {\n    cart @client {\n      id\n      quantity\n      variant\n      customization {\n        text\n        imageUrl\n      }\n      giftWrap\n      giftMessage\n      isLimitedOffer\n      limitedOfferMaxQuantity\n      seenPricePaise\n    }\n    cartItemCount @client\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCardFields\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          paise\n          formatted\n        }\n        max {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {\n    products(filter: $filter, sort: $sort, paging: $paging) {\n      items {\n        ...ProductCardFields\n      }\n      totalCount\n      pageInfo {\n        page\n        pageSize\n        totalPages\n        hasNextPage\n        hasPreviousPage\n      }\n      priceRange {\n        min {\n          paise\n          formatted\n        }\n        max {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n"): (typeof documents)["\n  query ListingCategories {\n    categories {\n      name\n      subcategories\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      paise\n      formatted\n    }\n    mrp {\n      paise\n      formatted\n    }\n    inStock\n    stockCount\n    isLimitedStock\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    productName\n    category\n    subCategory\n    thumbnail\n    sellingPrice {\n      paise\n      formatted\n    }\n    mrp {\n      paise\n      formatted\n    }\n    inStock\n    stockCount\n    isLimitedStock\n    hasVariant\n    isLimitedOffer\n    maxOrderQuantity\n    limitedOfferData {\n      maxQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        id\n        productName\n        category\n        subCategory\n        thumbnail\n        sellingPrice {\n          paise\n          formatted\n        }\n        mrp {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderSearch($text: String!, $limit: Int) {\n    search(text: $text, limit: $limit) {\n      text\n      totalCount\n      items {\n        id\n        productName\n        category\n        subCategory\n        thumbnail\n        sellingPrice {\n          paise\n          formatted\n        }\n        mrp {\n          paise\n          formatted\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n"): (typeof documents)["\n  query Announcements {\n    marketing {\n      content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MegaMenu {\n    megaMenu {\n      withoutSubcategories {\n        name\n        url\n      }\n      withSubcategories {\n        name\n        url\n        subcategories {\n          name\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MegaMenu {\n    megaMenu {\n      withoutSubcategories {\n        name\n        url\n      }\n      withSubcategories {\n        name\n        url\n        subcategories {\n          name\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      productName\n      category\n      subCategory\n      thumbnail\n      mrp {\n        paise\n        formatted\n      }\n      sellingPrice {\n        paise\n        formatted\n      }\n      inStock\n      stockCount\n      isLimitedStock\n      hasVariant\n      variants {\n        name\n        stock\n        inStock\n      }\n      isLimitedOffer\n      limitedOfferData {\n        maxQuantity\n      }\n      maxOrderQuantity\n    }\n  }\n"): (typeof documents)["\n  query WishlistProducts($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      productName\n      category\n      subCategory\n      thumbnail\n      mrp {\n        paise\n        formatted\n      }\n      sellingPrice {\n        paise\n        formatted\n      }\n      inStock\n      stockCount\n      isLimitedStock\n      hasVariant\n      variants {\n        name\n        stock\n        inStock\n      }\n      isLimitedOffer\n      limitedOfferData {\n        maxQuantity\n      }\n      maxOrderQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistIds {\n    wishlist @client\n  }\n"): (typeof documents)["\n  query WishlistIds {\n    wishlist @client\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;