#import <Cocoa/Cocoa.h>

@interface FiltersWindowController : NSWindowController <NSTableViewDataSource, NSTableViewDelegate>
@end

@implementation FiltersWindowController

- (instancetype)init {
    return [super initWithWindowNibName:@"Filters"];
}

- (NSInteger)numberOfRowsInTableView:(NSTableView *)tableView {
    return 3;
}

@end
