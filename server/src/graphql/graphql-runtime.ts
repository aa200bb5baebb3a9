import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';

/**
 * graphql as Apollo Server sees it. Apollo loads graphql's CommonJS build; some tools (vitest, bundlers) hand our
 * own modules its ES build instead, a second copy whose objects graphql refuses to mix with the first ("Cannot use
 * GraphQLObjectType from another module or realm"). Anything we create and pass to Apollo comes from Apollo's copy.
 */
const graphql = createRequire(import.meta.url)('graphql') as typeof GraphQL;

export const {
  BREAK,
  GraphQLError,
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  OperationTypeNode,
  buildSchema,
  extendSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
} = graphql;
