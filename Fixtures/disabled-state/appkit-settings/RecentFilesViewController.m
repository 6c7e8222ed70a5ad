#import "RecentFilesViewController.h"

@interface RecentFilesViewController () <NSTableViewDataSource, NSTableViewDelegate>
@property (weak) IBOutlet NSTableView *tableView;
@end

@implementation RecentFilesViewController

- (instancetype)init {
    return [super initWithNibName:@"RecentFiles" bundle:nil];
}

- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
    return MAX(1, NSDocumentController.sharedDocumentController.recentDocumentURLs.count);
}

- (NSView *)tableView:(NSTableView *)tableView viewForTableColumn:(NSTableColumn *)tableColumn row:(NSInteger)row {
    NSTableCellView *cellView = [tableView makeViewWithIdentifier:tableColumn.identifier owner:self];
    NSArray<NSURL *> *recent = NSDocumentController.sharedDocumentController.recentDocumentURLs;
    if (row < recent.count) {
        [cellView.textField setEnabled:YES];
        cellView.textField.stringValue = recent[row].lastPathComponent;
    } else {
        [cellView.textField setEnabled:NO];
        cellView.textField.stringValue = NSLocalizedString(@"No recent files", nil);
    }
    return cellView;
}

@end
