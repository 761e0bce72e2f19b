/**
 * The endpoints for a badge's update, shared by the badges of one task with the same attributes: a
 * thousand badges read the page's `<meta>` tags and parse their URLs once, not once each.
 */
import { resolveEndpoints, type EndpointOverrides, type Endpoints } from '../shared/endpoints.js';

let endpointsThisTask: WeakMap<Document, Map<string, Endpoints>> | undefined;

export function endpointsThisTaskFor(element: EndpointOverrides, doc: Document): Endpoints {
  if (!endpointsThisTask) {
    endpointsThisTask = new WeakMap();
    setTimeout(() => (endpointsThisTask = undefined), 0);
  }
  let byAttributes = endpointsThisTask.get(doc);
  if (!byAttributes) endpointsThisTask.set(doc, (byAttributes = new Map()));
  const key = `${element.baseUrl}\n${element.receiptsUrl}\n${element.appUrl}\n${element.proxyUrl}\n${element.attestUrl}`;
  let endpoints = byAttributes.get(key);
  if (!endpoints) byAttributes.set(key, (endpoints = resolveEndpoints(element, doc)));
  return endpoints;
}
