/** The OpenAPI document as a readable page: rendered on the server, no script, no outside file. */

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const schemaBlock = (schema: unknown) => `<pre>${escapeHtml(JSON.stringify(schema ?? {}, null, 2))}</pre>`;

function operationHtml(method: string, path: string, operation: Operation): string {
  const parts = [
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
  ];
  if (operation.summary) parts.push(`<p>${escapeHtml(operation.summary)}</p>`);
  const parameters = operation.parameters ?? [];
  if (parameters.length > 0) {
    const rows = parameters
      .map(
        (p) =>
          `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'evet' : 'hayır'}</td><td>${schemaBlock(p.schema)}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h4>Parametreler</h4><table><tr><th>Ad</th><th>Yer</th><th>Zorunlu</th><th>Şema</th></tr>${rows}</table>`,
    );
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push(`<h4>İstek gövdesi</h4>${schemaBlock(body)}`);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const schema = response.content?.['application/json']?.schema;
    parts.push(
      `<h4>Yanıt ${escapeHtml(status)}</h4>${schema ? schemaBlock(schema) : `<p>${escapeHtml(response.description ?? '')}</p>`}`,
    );
  }
  return `<section>${parts.join('\n')}</section>`;
}

/** Every operation of the document, grouped by path, as one HTML page with a Turkish title. */
export function docsPageHtml(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => operationHtml(method, path, item[method])),
  );
  const info = document.info ?? {};
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<title>Iade Kontrol API Belgeleri</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2933; }
section { border-top: 1px solid #d9dee3; padding: 0.5rem 0 1rem; }
.method { display: inline-block; min-width: 4.5rem; padding: 0.1rem 0.4rem; border-radius: 4px; color: #fff; font-size: 0.85rem; text-align: center; }
.get { background: #2563eb; } .post { background: #16a34a; } .put, .patch { background: #d97706; } .delete { background: #dc2626; }
pre { background: #f5f7fa; padding: 0.5rem; overflow-x: auto; font-size: 0.8rem; margin: 0; }
table { border-collapse: collapse; } td, th { border: 1px solid #d9dee3; padding: 0.25rem 0.5rem; vertical-align: top; text-align: left; }
</style>
</head>
<body>
<h1>Iade Kontrol API Belgeleri</h1>
<p>Sürüm ${escapeHtml(info.version ?? '')}; ${operations.length} işlem. Aksi belirtilmedikçe her yol bir oturum anahtarı ister (<code>Authorization: Bearer …</code>).</p>
${operations.join('\n')}
</body>
</html>
`;
}
