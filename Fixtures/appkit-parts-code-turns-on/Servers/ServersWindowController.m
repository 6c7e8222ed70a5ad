#import <Cocoa/Cocoa.h>

@interface ServersWindowController : NSWindowController <NSTableViewDataSource, NSTableViewDelegate>
@property (weak) IBOutlet NSTableView *tableView;
@end

@implementation ServersWindowController

- (instancetype)init {
    return [super initWithWindowNibName:@"Servers"];
}

- (void)windowDidLoad {
    [super windowDidLoad];
    [self.tableView setGridStyleMask:NSTableViewSolidHorizontalGridLineMask];
}

- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
    return 3;
}

@end
