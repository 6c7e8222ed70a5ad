#import "TripEditorViewController.h"
#import "LogbookColors.h"

@interface TripEditorViewController () {
    UITableViewCell *_titleCell;
    UITextField *_titleField;
}
@end

@implementation TripEditorViewController

- (id) init {
    if ((self = [super initWithStyle:UITableViewStyleGrouped])) {
        _titleCell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"TripTitle"];
        _titleField = [[UITextField alloc] initWithFrame:CGRectMake(110.0, 10.0, 185.0, 30.0)];
        [_titleField setTextColor:[LogbookColors entryTextColor]];
        [[_titleCell contentView] addSubview:_titleField];
    }
    return self;
}

- (NSInteger) tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 1;
}

- (UITableViewCell *) tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return _titleCell;
}

@end
