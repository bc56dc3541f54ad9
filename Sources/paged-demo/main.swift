// `swift run paged-demo`: PagedKit's jobs in a terminal, interactive in a terminal and scripted
// otherwise (CI, pipes) or with --script. Run `paged-demo --help` for the options.
import Dispatch
import PagedDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    Console.error("paged-demo: \(error)\n\n\(DemoOptions.usage)")
    exit(2)
}
if options.showsHelp {
    Console.write(DemoOptions.usage + "\n")
    exit(0)
}

// Kept alive for the life of the process: the sessions hold the demo, and the demo the pagers.
nonisolated(unsafe) var interactiveSession: InteractiveSession?
nonisolated(unsafe) var scriptedSession: ScriptedSession?

MainActor.assumeIsolated {
    if !options.forcesScript && Terminal.isInteractive {
        let session = InteractiveSession(timing: options.timing(scripted: false))
        if session.start() {
            interactiveSession = session
            return
        }
        Console.error("paged-demo: the terminal cannot switch to raw mode; playing the script instead")
    }
    let session = ScriptedSession(timing: options.timing(scripted: true))
    session.start()
    scriptedSession = session
}
dispatchMain()
