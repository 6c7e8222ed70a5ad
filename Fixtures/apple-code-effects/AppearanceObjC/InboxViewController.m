#import "InboxViewController.h"
#import "BubbleCell.h"

@implementation InboxViewController

- (void)viewDidLoad
{
    [super viewDidLoad];
    [self.tableView registerNib:[UINib nibWithNibName:@"BubbleCell" bundle:nil] forCellReuseIdentifier:@"Bubble"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
{
    return 3;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
{
    BubbleCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Bubble" forIndexPath:indexPath];
    cell.messageLabel.text = @"Hello";
    return cell;
}

@end
