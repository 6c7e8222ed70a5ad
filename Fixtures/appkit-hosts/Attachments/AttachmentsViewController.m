#import "AttachmentsViewController.h"

@interface AttachmentsViewController () <NSTableViewDataSource, NSTableViewDelegate>
@property (weak) IBOutlet NSTableView *tableView;
@end

@implementation AttachmentsViewController

- (instancetype)init {
    if ((self = [super initWithNibName:@"AttachmentsView" bundle:nil]) != nil) {
        (void)self.view;
    }
    return self;
}

- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
    return self.names.count;
}

- (id)tableView:(NSTableView *)tableView objectValueForTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
    return self.names[row];
}

- (void)tableView:(NSTableView *)tableView willDisplayCell:(id)cell forTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
    [cell setTextColor:NSColor.secondaryLabelColor];
}

@end
