extension PagedContainer {
    /// Performs `effect`: the one place where the container calls its host, its delegate and its
    /// diagnostics handler.
    /// - Complexity: O(1), or O(w) for `w` loaded pages to find an instance's page.
    func perform(_ effect: PagingEffect) {
        effectObserver?(effect)
        switch effect {
        case .setContentLength(let length):
            host?.setContentLength(length)
        case .setContentOffset(let offset, let animated):
            host?.setContentOffset(offset, animated: animated)
        case .load(let instance, let index, let origin):
            let page = page(ofInstance: instance, for: effect)
            host?.place(page, at: origin)
            delegate?.container(self, didLoad: page, at: index)
        case .place(let instance, let origin):
            let page = page(ofInstance: instance, for: effect)
            host?.place(page, at: origin)
        case .unload(let instance, let index):
            let page = page(ofInstance: instance, for: effect)
            delegate?.container(self, willUnload: page, at: index)
            host?.remove(page)
        case .appearance(let instance, let index, let appearance, let animated):
            let page = page(ofInstance: instance, for: effect)
            delegate?.container(self, page: page, at: index, appearance: appearance, animated: animated)
        case .willScrollToPage(let page):
            delegate?.container(self, willScrollToPage: page)
        case .didScrollToPage(let page):
            delegate?.container(self, didScrollToPage: page)
        case .currentPage(let page):
            delegate?.container(self, didChangeCurrentPage: page)
        case .position(let position):
            delegate?.container(self, didScrollTo: position)
        case .scrollState(let state):
            delegate?.container(self, didChangeScrollState: state)
        case .diagnostic(let diagnostic):
            diagnosticsHandler?(diagnostic)
        }
    }

    /// The loaded page of instance `instance`. An effect naming an instance that is not loaded is an
    /// internal inconsistency: it traps, naming the effect and the state.
    private func page(ofInstance instance: Int, for effect: PagingEffect) -> Page {
        var position = entries.count - 1
        while position >= 0 {
            if entries[position].instance == instance { return pages[position] }
            position -= 1
        }
        preconditionFailure(
            "PagedKit: effect \(effect) names instance \(instance), which is not loaded "
                + "(motion \(motion), loaded \(entries.map { "\($0.index)#\($0.instance)" }))")
    }
}
