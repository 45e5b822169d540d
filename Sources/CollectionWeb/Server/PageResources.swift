import Foundation
import Hummingbird
import NIOCore
import ViewSystem

/// The page's files, read once from the package's resources (`Sources/CollectionWeb/Page`), and
/// the system symbols it draws (`/symbols.json`, the symbol library's resource in `ViewSystem`).
struct PageResources: Sendable {
    /// What the page loads, by route.
    private let files: [(route: String, data: Data, type: String)]

    /// The page's script modules (`main` imports the others; each is served at `/<name>.js`).
    static let scriptModules = ["main", "wire", "connection", "frames", "content", "symbols", "images", "input", "screens", "analysis", "style", "accessibility", "tabbing", "shapes"]

    /// The files and their content types.
    private static let manifest: [(route: String, name: String, extension: String, type: String)] =
        [("/", "index", "html", "text/html; charset=utf-8"), ("/page.css", "page", "css", "text/css; charset=utf-8")]
            + scriptModules.map { ("/\($0).js", $0, "js", "text/javascript; charset=utf-8") }

    /// Scripts only from this server, no inline script, no `eval`; connections only back to it.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Reads the files from the bundle.
    /// - Throws: `CocoaError(.fileNoSuchFile)` naming the first missing file.
    static func load() throws -> PageResources {
        var files: [(String, Data, String)] = []
        for entry in manifest {
            guard let url = Bundle.module.url(forResource: entry.name, withExtension: entry.extension, subdirectory: "Page") else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Page/\(entry.name).\(entry.extension)"])
            }
            files.append((entry.route, try Data(contentsOf: url), entry.type))
        }
        guard !SymbolLibrary.resourceData.isEmpty else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "ViewSystem/Resources/symbols.json"])
        }
        files.append(("/symbols.json", SymbolLibrary.resourceData, "application/json"))
        return PageResources(files: files)
    }

    /// Adds a `GET` and a `HEAD` route per file (`HEAD` answers as `GET` does, without the body).
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        for file in files {
            let data = file.data, type = file.type
            router.get(RouterPath(file.route)) { _, _ in Self.response(data, type: type) }
            router.head(RouterPath(file.route)) { _, _ in Self.response(data, type: type, includingBody: false) }
        }
    }

    /// A `200 OK` with `data`, never cached, under the page's content security policy; for `HEAD`
    /// (`includingBody` false) the same head, `Content-Length` included, without the body.
    static func response(_ data: Data, type: String, includingBody: Bool = true) -> Response {
        var headers: HTTPFields = [
            .contentType: type,
            .cacheControl: "no-store",
            .contentSecurityPolicy: contentSecurityPolicy,
            .init("X-Content-Type-Options")!: "nosniff",
        ]
        guard includingBody else {
            headers[.contentLength] = String(data.count)
            return Response(status: .ok, headers: headers, body: ResponseBody())
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
